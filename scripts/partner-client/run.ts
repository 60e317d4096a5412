// Runs Stadline's public Bruno collection (github.com/stadline/resamania2-partners, folder bruno/)
// against the demo as a partner developer would: its `Local` environment, configured through the
// .env its README describes, pointed at a fresh demo through a local HTTPS proxy (the collection
// hard-codes https://). Usage (docs/partner-client.md):
//   npm run partner-client -- <checkout of resamania2-partners> [folder inside bruno/, default Scenarios] [--demo-ids]
// --demo-ids (or PARTNER_CLIENT_DEMO_IDS=1) gives the `API Reference/` requests' path parameters ids that
// exist in the demo, in the temporary copy only (demo-ids.ts).
// The Bruno CLI is installed into a cache folder (PARTNER_CLIENT_CACHE, default ~/.cache/club-partner-client),
// not into the app. Prints one line per request and the totals; exits 1 when a request on a spec path fails.
import { execFileSync, fork, spawn } from 'node:child_process';
import { closeSync, cpSync, openSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { homedir, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { demoIdResolver, fillDemoIds, takesDemoIds } from './demo-ids';
import { onSpecPath } from './spec-paths';

const BRUNO_CLI = '@usebruno/cli@4';
const args = process.argv.slice(2);
const withDemoIds = args.includes('--demo-ids') || process.env.PARTNER_CLIENT_DEMO_IDS === '1';
const [checkout, folder = 'Scenarios'] = args.filter((arg) => arg !== '--demo-ids');
if (!checkout || !existsSync(join(checkout, 'bruno', 'bruno.json'))) {
  console.error('Usage: npm run partner-client -- <checkout of github.com/stadline/resamania2-partners> [folder, default Scenarios] [--demo-ids]');
  process.exit(2);
}
const cache = resolve(process.env.PARTNER_CLIENT_CACHE ?? join(homedir(), '.cache', 'club-partner-client'));

function brunoCli(): string {
  const bin = join(cache, 'node_modules', '.bin', 'bru');
  if (existsSync(bin)) return bin;
  mkdirSync(cache, { recursive: true });
  if (!existsSync(join(cache, 'package.json'))) writeFileSync(join(cache, 'package.json'), '{"private":true}\n');
  console.log(`Installing ${BRUNO_CLI} into ${cache} ...`);
  execFileSync('npm', ['install', '--no-audit', '--no-fund', BRUNO_CLI], { cwd: cache, stdio: 'inherit' });
  return bin;
}

/** A self-signed certificate for localhost and 127.0.0.1, made once and kept in the cache. */
function certificate(): { key: string; cert: string; certPath: string } {
  const key = join(cache, 'localhost-key.pem');
  const cert = join(cache, 'localhost-cert.pem');
  if (!existsSync(cert)) {
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '3650', '-subj', '/CN=localhost',
      '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1', '-keyout', key, '-out', cert], { stdio: 'ignore' });
  }
  return { key: readFileSync(key, 'utf8'), cert: readFileSync(cert, 'utf8'), certPath: cert };
}

function startDemo(dataDir: string): Promise<{ port: number; stop: () => void }> {
  return new Promise((done, fail) => {
    const child = fork(join(import.meta.dirname, 'serve.ts'), [], {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, APP_ENV: 'sandbox', NODE_ENV: 'production', PGLITE_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    child.once('message', (message) => done({ port: (message as { port: number }).port, stop: () => child.kill() }));
    child.once('exit', (code) => fail(new Error(`the demo server exited with ${code}`)));
  });
}

/** What the proxy saw, by the answer's x-request-id: Bruno's report masks the environment's values in URLs. */
type Seen = Map<string, { method: string; url: string }>;

/** HTTPS on a free port of 127.0.0.1, passed on as it is to the demo's HTTP port. */
function startProxy(tls: { key: string; cert: string }, target: number, seen: Seen): Promise<{ port: number; stop: () => void }> {
  const server = createHttpsServer(tls, (req, res) => {
    const upstream = httpRequest({ host: '127.0.0.1', port: target, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      const id = answer.headers['x-request-id'];
      if (typeof id === 'string') seen.set(id, { method: req.method ?? '', url: req.url ?? '' });
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => { res.statusCode = 502; res.end(); });
    req.pipe(upstream);
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    done({ port: typeof address === 'object' && address ? address.port : 0, stop: () => server.close() });
  }));
}

interface BrunoResult {
  test?: { filename?: string };
  request?: { method?: string; url?: string };
  response?: { status?: number | string; headers?: Record<string, string> };
  error?: string | null;
  status?: string;
  assertionResults?: { status: string }[];
  testResults?: { status: string }[];
}

function safeDecode(text: string): string {
  try { return decodeURIComponent(text); } catch { return text; }
}

function report(results: BrunoResult[], seen: Seen): boolean {
  const totals = { all: 0, passed: 0, spec: 0, specPassed: 0 };
  for (const result of results) {
    const served = seen.get(result.response?.headers?.['x-request-id'] ?? '');
    const url = served ? `https://proxy${served.url}` : result.request?.url ?? '';
    let pathname = url;
    try { pathname = new URL(url).pathname; } catch { /* a URL the collection left unresolved: shown as it is */ }
    const status = Number(result.response?.status) || 0;
    const checks = [...(result.assertionResults ?? []), ...(result.testResults ?? [])];
    const passed = status >= 200 && status < 300 && !result.error && checks.every((check) => check.status === 'pass');
    const spec = onSpecPath(pathname);
    totals.all += 1; totals.passed += passed ? 1 : 0;
    totals.spec += spec ? 1 : 0; totals.specPassed += spec && passed ? 1 : 0;
    const query = url.includes('?') ? url.slice(url.indexOf('?')) : '';
    console.log(`${passed ? 'pass' : 'FAIL'} ${String(status || '---').padEnd(3)} ${spec ? 'spec' : '    '} `
      + `${(served?.method ?? result.request?.method ?? '').padEnd(6)} ${safeDecode(pathname + query)}  [${result.test?.filename ?? ''}]`);
  }
  console.log(`\n${totals.passed} passed, ${totals.all - totals.passed} failed (${totals.all} requests)`);
  console.log(`on the spec's paths: ${totals.specPassed} passed, ${totals.spec - totals.specPassed} failed (${totals.spec} requests)`);
  return totals.specPassed === totals.spec;
}

async function main() {
  const bru = brunoCli();
  const tls = certificate();
  const work = mkdtempSync(join(tmpdir(), 'partner-client-'));
  const demo = await startDemo(join(work, 'pglite'));
  const seen: Seen = new Map();
  const proxy = await startProxy(tls, demo.port, seen);
  try {
    // The collection as published, configured as its README says: a .env beside bruno.json.
    const collection = join(work, 'bruno');
    cpSync(join(checkout!, 'bruno'), collection, { recursive: true });
    const clientId = process.env.PARTNER_CLIENT_ID ?? 'demo-admin';
    const clientSecret = process.env.PARTNER_CLIENT_SECRET ?? 'demo-admin-secret';
    if (withDemoIds && !takesDemoIds(folder)) console.log(`demo ids: only for API Reference/; ${folder}/ runs as published.\n`);
    if (withDemoIds && takesDemoIds(folder)) {
      const resolve = await demoIdResolver({
        base: `http://127.0.0.1:${demo.port}/api`, clientToken: 'demo', clubIri: '/demo/clubs/1', contactEmail: 'alice@demo.test', clientId, clientSecret,
      });
      const filled = await fillDemoIds(collection, folder, resolve);
      const given = new Map<string, string | null>();
      for (const { list, parameter, id } of filled) given.set(`${list}/${/^\d+$/.test(parameter) ? parameter : `:${parameter}`}`, id);
      const found = [...given].filter(([, id]) => id !== null).sort();
      console.log(`demo ids: ${found.length} of ${given.size} path parameters given an id of the demo (the others name a list the demo does not serve):`);
      console.log(found.map(([parameter, id]) => `${parameter}=${id}`).join('  '));
      console.log('');
    }
    writeFileSync(join(collection, '.env'), [
      'DISABLE_AUTO_AUTHENTICATION=false',
      `LOCAL_HOST=localhost:${proxy.port}`,
      'LOCAL_ENVIRONMENT=api',
      'LOCAL_CLIENT_TOKEN=demo',
      'LOCAL_API_KEY=none',
      'LOCAL_GRANT_TYPE=client_credentials',
      `LOCAL_CLIENT_ID=${clientId}`,
      `LOCAL_CLIENT_SECRET=${clientSecret}`,
      'LOCAL_USER_NETWORK_NODE_ID=/demo/network_nodes/1',
      'LOCAL_USER_CLUB_ID=/demo/clubs/1',
      'LOCAL_AUTH_CLUB_ID=/demo/clubs/1',
      'LOCAL_AUTH_CONTACT_EMAIL=alice@demo.test',
      '',
    ].join('\n'));
    const out = join(work, 'results.json');
    // Bruno's own output (the collection's scripts log whole responses) goes to a file, not to ours.
    const log = join(work, 'bru.log');
    const logFd = openSync(log, 'w');
    // Not spawnSync: the proxy runs in this process and must go on answering while Bruno runs.
    const bruno = spawn(bru, ['run', folder, '-r', '--env', 'Local', '--cacert', tls.certPath, '--reporter-json', out], {
      cwd: collection, env: { ...process.env, NODE_EXTRA_CA_CERTS: tls.certPath }, stdio: ['ignore', logFd, logFd],
    });
    await new Promise((done, fail) => { bruno.once('exit', done); bruno.once('error', fail); });
    closeSync(logFd);
    if (!existsSync(out)) throw new Error(`bru wrote no results:\n${readFileSync(log, 'utf8').slice(-4000)}`);
    const parsed = JSON.parse(readFileSync(out, 'utf8')) as { results?: BrunoResult[] }[] | { results?: BrunoResult[] };
    const results = Array.isArray(parsed) ? parsed.flatMap((iteration) => iteration.results ?? []) : parsed.results ?? [];
    if (process.env.PARTNER_CLIENT_KEEP) console.log(`results: ${out}, Bruno's output: ${log}`);
    process.exitCode = report(results, seen) ? 0 : 1;
  } finally {
    proxy.stop();
    demo.stop();
    if (!process.env.PARTNER_CLIENT_KEEP) rmSync(work, { recursive: true, force: true });
  }
}

await main();

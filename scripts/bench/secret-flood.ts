// npx tsx scripts/bench/secret-flood.ts [revision] — what a flood of wrong client secrets does to
// another tenant's reads: GET /clubs latency alone, then while FLOOD_RATE token requests a second
// with wrong secrets arrive (each from its own address, so the per-address limits never apply: what
// is measured is the cost of checking them). With a revision, that revision's API (in a temporary
// worktree) is measured too, in alternating rounds, since this machine's load drifts.
// On PostgreSQL (one database for both), or with FLOOD_DB=pglite on an embedded database per server:
// then the whole service is one process, which `chrt -r 10 npx tsx …` can shield from whatever else
// the machine runs. Not a test: figures for docs/security.md. Loopback, bounded in time.
import { execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { partnerToken, startChild, stopChildren, freshDatabase, dropDatabase } from './harness';

const FLOOD_RATE = Number(process.env.FLOOD_RATE ?? 28);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const PGLITE = process.env.FLOOD_DB === 'pglite';
const revision = process.argv[2];

const database = `bench_flood_${Date.now()}`;
const scratch = mkdtempSync(join(tmpdir(), 'bench-flood-'));
let checkout: string | undefined;
if (revision) {
  checkout = join(scratch, 'checkout');
  execFileSync('git', ['worktree', 'add', '--detach', '--force', checkout, revision], { stdio: 'ignore' });
  symlinkSync(resolve('node_modules'), join(checkout, 'node_modules'));
}
const trees = [{ label: 'working tree', dir: resolve('.'), port: 3203 }, ...(checkout ? [{ label: revision!, dir: checkout, port: 3204 }] : [])];

// Each flood request names its own address: a proxy hop this bench trusts (TRUST_PROXY=1).
const common = { TRUST_PROXY: '1', LOG_LEVEL: 'warn' };
let url = '';
if (!PGLITE) {
  url = await freshDatabase(database);
  const { seedDemo } = await import('../../lib/seed/demo');
  await seedDemo();
}
const servers: { label: string; base: string; child: ChildProcess }[] = [];
for (const tree of trees) {
  let env: Record<string, string> = { ...common, DATABASE_URL: url };
  if (PGLITE) {
    // Each tree migrates and seeds its own embedded database with its own code.
    env = { ...common, DATABASE_URL: '', PGLITE_DIR: join(scratch, `pglite-${tree.port}`), MIGRATIONS_DIR: join(tree.dir, 'lib/db/migrations') };
    execFileSync(process.execPath, ['--import', 'tsx', join(tree.dir, 'scripts/seed.ts')],
      { cwd: tree.dir, env: { ...process.env, ...env, APP_ENV: 'sandbox' }, stdio: 'ignore' });
  }
  const child = await startChild(join(tree.dir, 'scripts/bench/serve-api.ts'), { ...env, PORT: String(tree.port) });
  servers.push({ label: tree.label, base: `http://127.0.0.1:${tree.port}`, child });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/** Sequential club reads for SECONDS: their latencies (ms). */
async function reads(base: string, token: string): Promise<number[]> {
  const took: number[] = [];
  const until = Date.now() + SECONDS * 1000;
  while (Date.now() < until) {
    const started = performance.now();
    const res = await fetch(`${base}/api/demo/clubs`, { headers: { authorization: `Bearer ${token}`, accept: 'application/ld+json' } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`read answered ${res.status}`);
    took.push(performance.now() - started);
    await new Promise((done) => setTimeout(done, 20));
  }
  return took;
}

/** FLOOD_RATE wrong-secret token requests a second until stopped; counts answers by status. */
function flood(base: string, clientId: (n: number) => string) {
  const statuses = new Map<number, number>();
  let n = 0;
  const timer = setInterval(() => {
    n += 1;
    void fetch(`${base}/api/demo/oauth/v2/token`, {
      method: 'POST',
      headers: { 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
      body: new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId(n), client_secret: `wrong-${n}` }),
    }).then(async (res) => {
      await res.arrayBuffer();
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    }, () => statuses.set(0, (statuses.get(0) ?? 0) + 1));
  }, 1000 / FLOOD_RATE);
  return { stop: () => clearInterval(timer), statuses };
}

function report(label: string, took: number[]) {
  const sorted = [...took].sort((a, b) => a - b);
  console.log(`${label.padEnd(60)} n=${String(sorted.length).padStart(4)}  median ${percentile(sorted, 50).toFixed(1).padStart(6)} ms  `
    + `p90 ${percentile(sorted, 90).toFixed(1).padStart(6)} ms  p99 ${percentile(sorted, 99).toFixed(1).padStart(6)} ms`);
}

const scenarios = [
  ['no flood', undefined],
  ['flood on a known client (demo-partner)', () => 'demo-partner'],
  ['flood on unknown clients', (n: number) => `nobody-${n}`],
] as const;

try {
  const tokens = await Promise.all(servers.map((server) => partnerToken(server.base, 'demo', 'demo-partner', 'demo-partner-secret')));
  await Promise.all(servers.map((server, i) => reads(server.base, tokens[i]!))); // warm-up
  console.log(`${PGLITE ? 'PGlite' : 'PostgreSQL'}; flood: ${FLOOD_RATE} wrong secrets/s; reads: GET /api/demo/clubs one after another, ${SECONDS} s each, ${ROUNDS} round(s)\n`);
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 === 0 ? servers.map((_, i) => i) : servers.map((_, i) => i).reverse();
    for (const i of order) {
      const server = servers[i]!;
      for (const [label, clientId] of scenarios) {
        const f = clientId ? flood(server.base, clientId) : undefined;
        const took = await reads(server.base, tokens[i]!);
        f?.stop();
        report(`${server.label}: ${label}`, took);
        if (f) {
          console.log(`${''.padEnd(60)} flood answers: ${[...f.statuses].sort().map(([s, c]) => `${s}×${c}`).join(', ')}`);
          await new Promise((done) => setTimeout(done, 3000)); // let the queue drain
        }
      }
    }
  }
} finally {
  await stopChildren(servers.map((server) => server.child));
  if (!PGLITE) await dropDatabase(database);
  if (checkout) execFileSync('git', ['worktree', 'remove', '--force', checkout], { stdio: 'ignore' });
  rmSync(scratch, { recursive: true, force: true });
}

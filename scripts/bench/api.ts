// npm run bench:api — GET /clubs and GET /network_nodes through the real API on PostgreSQL, beside
// a minimal node:http server running the same SQL. Loopback only, bounded in time.
// Env: BENCH_PG (admin URL, default postgres://postgres@127.0.0.1:5432/postgres), BENCH_SECONDS (10),
// BENCH_CONNECTIONS (32).
import { fork, type ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import pg from 'pg';

const ADMIN_URL = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const API_PORT = 3201;
const BASELINE_PORT = 3202;

const DATABASE = `bench_api_${Date.now()}`;

async function onAdmin(statement: string) {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

async function freshDatabase(): Promise<string> {
  await onAdmin(`CREATE DATABASE ${DATABASE}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${DATABASE}`;
  return url.toString();
}

function start(script: string, env: Record<string, string>): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = fork(script, [], {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, APP_ENV: 'sandbox', LOG_LEVEL: 'info', ...env },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}

async function load(url: string, headers: Record<string, string>) {
  // A short warm-up so both servers have their pools and JIT ready before measuring.
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  return { rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors };
}

async function main() {
  const databaseUrl = await freshDatabase();
  const { prepareDatabase, closeDatabase } = await import('../../lib/db/client');
  process.env.DATABASE_URL = databaseUrl;
  const { config } = await import('../../lib/config');
  config.databaseUrl = databaseUrl;
  await prepareDatabase();
  const { seedDemo } = await import('../../lib/seed/demo');
  await seedDemo();
  const { findTenantByToken } = await import('../../lib/domain/tenancy/find-tenant');
  const tenant = (await findTenantByToken('demo'))!;
  await closeDatabase();

  const env = { DATABASE_URL: databaseUrl, BENCH_TENANT_ID: String(tenant.id) };
  const api = await start('scripts/bench/serve-api.ts', { ...env, PORT: String(API_PORT) });
  const baseline = await start('scripts/bench/serve-baseline.ts', { ...env, PORT: String(BASELINE_PORT) });
  try {
    const tokenRes = await fetch(`http://127.0.0.1:${API_PORT}/api/demo/oauth/v2/token`, {
      method: 'POST',
      body: new URLSearchParams({ grant_type: 'client_credentials', client_id: 'demo-partner', client_secret: 'demo-partner-secret' }),
    });
    const { access_token: token } = (await tokenRes.json()) as { access_token: string };
    const auth = { authorization: `Bearer ${token}`, accept: 'application/ld+json' };
    console.log(`PostgreSQL, ${CONNECTIONS} connections, ${SECONDS} s per run, loopback\n`);
    console.log('endpoint            |   API req/s | API p99 ms | base req/s | base p99 ms | ratio');
    for (const path of ['/clubs', '/network_nodes']) {
      const ours = await load(`http://127.0.0.1:${API_PORT}/api/demo${path}`, auth);
      const floor = await load(`http://127.0.0.1:${BASELINE_PORT}/api/demo${path}`, {});
      if (ours.non2xx || ours.errors) throw new Error(`${path}: ${ours.non2xx} non-2xx answers, ${ours.errors} errors`);
      console.log(`GET ${path.padEnd(16)}| ${ours.rps.toFixed(0).padStart(11)} | ${String(ours.p99).padStart(10)} | `
        + `${floor.rps.toFixed(0).padStart(10)} | ${String(floor.p99).padStart(11)} | ${(ours.rps / floor.rps).toFixed(2)}`);
    }
    console.log('\ntargets: ratio >= 0.5 and API p99 <= 20 ms');
  } finally {
    api.kill();
    baseline.kill();
    await Promise.all([api, baseline].map((child) => new Promise((done) => child.once('exit', done))));
    await onAdmin(`DROP DATABASE IF EXISTS ${DATABASE}`);
  }
}

await main();

// npm run bench:webhooks — webhook delivery on PostgreSQL to a local receiver (loopback, bounded):
//  1. throughput: 10,000 events already in the outbox (10 tenants), time until all are delivered;
//  2. latency: 10,000 events committed at a steady 500/s, delay from commit to arrival (p50, p99).
// Env: BENCH_PG (admin URL, default postgres://postgres@127.0.0.1:5432/postgres).
import { fork, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import pg from 'pg';

const ADMIN_URL = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = `bench_webhooks_${Date.now()}`;
const TENANTS = 10;
const EVENTS = 10_000;
const RATE = 500;

async function onAdmin(statement: string) {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try { await admin.query(statement); } finally { await admin.end(); }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function main() {
  await onAdmin(`CREATE DATABASE ${DATABASE}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${DATABASE}`;
  process.env.DATABASE_URL = url.toString();
  const { config } = await import('../../lib/config');
  config.databaseUrl = url.toString();
  const { prepareDatabase, closeDatabase, getDb } = await import('../../lib/db/client');
  const { insertTenant } = await import('../../lib/seed/tenant-builder');
  const { putWebhookEndpoint } = await import('../../lib/domain/events/put-webhook-endpoint');
  const { emitEvent } = await import('../../lib/events/emit-event');
  await prepareDatabase();
  const db = await getDb();

  const arrivals = new Map<string, number>();
  const receiver = createServer((req, res) => {
    arrivals.set(String(req.headers['webhook-id']), performance.timeOrigin + performance.now());
    req.resume();
    req.on('end', () => res.end());
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const { port } = receiver.address() as { port: number };

  const tenants = [];
  for (let i = 0; i < TENANTS; i += 1) {
    const tenant = await insertTenant(db, `bench${i}`, `Bench ${i}`);
    await putWebhookEndpoint({ tenant, actor: { kind: 'system' }, input: { url: `http://127.0.0.1:${port}/hook` } });
    tenants.push(tenant);
  }
  const emit = (tenantId: number, i: number) => db.transaction((tx) => emitEvent(tx, {
    tenantId, event: 'contact.updated', object: { contactId: `/t/contacts/${i}`, clubId: '/t/clubs/1' }, clubId: null,
  }));
  const waitFor = async (count: number, limitMs: number) => {
    const deadline = Date.now() + limitMs;
    while (arrivals.size < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  };

  // 1. Backlog: all events committed first, then the worker starts.
  for (let i = 0; i < EVENTS; i += 1) await emit(tenants[i % TENANTS]!.id, i);
  const worker: ChildProcess = fork('scripts/bench/delivery-worker-process.ts', [], {
    execArgv: ['--import', 'tsx'], env: { ...process.env, APP_ENV: 'sandbox', LOG_LEVEL: 'warn' }, stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const started = Date.now();
  await new Promise((resolve) => worker.once('message', resolve));
  await waitFor(EVENTS, 120_000);
  const drainSeconds = (Date.now() - started) / 1000;
  const drained = arrivals.size;

  // 2. Steady stream: RATE events per second; delay from each commit to its arrival.
  arrivals.clear();
  const committedAt = new Map<string, number>();
  const seqOf = new Map<number, number>(tenants.map((t) => [t.id, EVENTS / TENANTS]));
  const streamStart = Date.now();
  for (let i = 0; i < EVENTS; i += 1) {
    const due = streamStart + (i * 1000) / RATE;
    if (due > Date.now()) await new Promise((r) => setTimeout(r, due - Date.now()));
    const tenant = tenants[i % TENANTS]!;
    await emit(tenant.id, i);
    const seq = seqOf.get(tenant.id)! + 1;
    seqOf.set(tenant.id, seq);
    committedAt.set(`msg_${tenant.id}_${seq}`, performance.timeOrigin + performance.now());
  }
  await waitFor(EVENTS, 60_000);
  const delays = [...committedAt].map(([id, at]) => (arrivals.get(id) ?? Infinity) - at).sort((a, b) => a - b);

  worker.kill();
  receiver.close();
  await closeDatabase();
  await onAdmin(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);

  console.log(`PostgreSQL, ${TENANTS} tenants, one worker process (8 tenants at a time), local receiver\n`);
  console.log(`backlog:  ${drained}/${EVENTS} events delivered in ${drainSeconds.toFixed(1)} s = ${(drained / drainSeconds).toFixed(0)} events/s`);
  console.log(`stream:   ${EVENTS} events at ${RATE}/s, commit→delivery p50 ${percentile(delays, 50).toFixed(0)} ms, `
    + `p99 ${percentile(delays, 99).toFixed(0)} ms, max ${delays.at(-1)!.toFixed(0)} ms`);
  console.log('\ntargets: >= 500 events/s and p99 <= 1 s');
}

await main();

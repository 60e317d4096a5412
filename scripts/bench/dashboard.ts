// npm run bench:dashboard — the staff dashboard and the accountant's FEC on the finance bench's data
// (finance-seed.ts, written in SQL on PostgreSQL: 200,000 contacts in 100 clubs, 1,000,000 invoices
// with their ledger entries, 100,000 open incidents):
// 1. the page's data (lib/domain/insight/read-dashboard.ts: every figure of the page, as an owner
//    reads them) for the whole network and for one club, READS times each after a warm-up, one after
//    the other: p50, p99 and max; then each figure alone for the network, to say where the time goes.
//    Target: p99 of the page's data under 300 ms.
// 2. GET /exports/fec of a year for one club through the API's request listener (a child process):
//    the time to the first byte and to the last, the lines, and the server's resident memory before,
//    at its peak during the download (sampled every 50 ms) and after. Target: within 10 s, memory flat.
// CONTACTS, INVOICES, INCIDENTS, BENCH_CLUBS and READS shrink it for a smoke run (BENCH_CLUBS=1 puts
// the whole ledger in the one club whose FEC is read); BENCH_DB_PREFIX names the database
// (`<prefix>_dashboard_<time>`, default bench); BENCH_KEEP_DB=1 keeps it. Loopback only.
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { CLUBS, CONTACTS, INCIDENTS, INVOICES, seedFinance } from './finance-seed';
import { PG_TRANSPORT, partnerToken, startChild, stopChildren } from './harness';
import { API, startDemoDatabase } from './start-demo';

const READS = Number(process.env.READS ?? 50);
const database = `${process.env.BENCH_DB_PREFIX ?? 'bench'}_dashboard_${Date.now()}`;

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
const ms = (value: number) => `${value.toFixed(1).padStart(8)} ms`;

/** Runs `work` READS times after 3 warm-up runs; answers its sorted durations (ms). */
async function timed(work: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < 3; i += 1) await work();
  const times: number[] = [];
  for (let i = 0; i < READS; i += 1) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

/** A process's resident memory now (VmRSS) or at its peak (VmHWM), in MB, from /proc. */
function memoryMb(pid: number | undefined, field: 'VmRSS' | 'VmHWM'): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith(`${field}:`));
    return line ? Math.round(Number(line.split(/\s+/)[1]) / 1024) : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

const demo = await startDemoDatabase(database);
const children: Awaited<ReturnType<typeof startChild>>[] = [];
let pass = true;
try {
  const seeding = Date.now();
  await seedFinance(demo.tenant.id);
  console.log(`seeded ${CONTACTS} contacts in ${CLUBS} clubs, ${INVOICES} invoices with their ledger entries, ${INCIDENTS} open incidents `
    + `in ${((Date.now() - seeding) / 1000).toFixed(1)} s; PostgreSQL over ${PG_TRANSPORT}\n`);
  const [club] = await demo.rows<{ id: number; name: string }>(sql`
    SELECT id, name FROM clubs WHERE tenant_id = ${demo.tenant.id} AND code LIKE 'FBENCH%' ORDER BY id LIMIT 1`);
  const [owner] = await demo.rows<{ id: number }>(sql`SELECT id FROM staff_users WHERE tenant_id = ${demo.tenant.id} AND role = 'owner' ORDER BY id LIMIT 1`);
  const ctx = { tenant: demo.tenant, actor: { kind: 'staff' as const, userId: owner!.id, role: 'owner' as const } };

  // 1. The page's data.
  const { readDashboard } = await import('../../lib/domain/insight/read-dashboard');
  const sample = await readDashboard({ ...ctx, clubId: club!.id });
  const revenue = sample.revenue.reduce((sum, m) => sum + m.subscriptions + m.shop + m.fees, 0);
  console.log(`${club!.name}: revenue over 12 months ${(revenue / 100).toFixed(2)} EUR, open debt ${sample.debt.reduce((s, b) => s + b.count, 0)} incidents`);
  console.log(`\nthe dashboard's data, ${READS} reads each after 3 warm-up reads, one at a time`);
  console.log(`${'read'.padEnd(34)}|         p50 |         p99 |         max | verdict`);
  const row = (label: string, times: number[], target?: number) => {
    const ok = target === undefined || pct(times, 0.99) <= target;
    if (!ok) pass = false;
    console.log(`${label.padEnd(34)}| ${ms(pct(times, 0.5))} | ${ms(pct(times, 0.99))} | ${ms(times.at(-1) ?? 0)} | ${target === undefined ? '' : ok ? 'pass' : 'FAIL'}`);
  };
  row('page data, network', await timed(() => readDashboard(ctx)), 300);
  row(`page data, one club`, await timed(() => readDashboard({ ...ctx, clubId: club!.id })), 300);
  const months = { fromMonth: sample.months.from, toMonth: sample.months.to };
  const days = { from: sample.days.from, to: sample.days.to };
  const figures: [string, () => Promise<unknown>][] = [
    ['  members, joins, leavers', async () => (await import('../../lib/domain/insight/member-trend')).readMemberTrend({ ...ctx, ...months })],
    ['  revenue by kind', async () => (await import('../../lib/domain/insight/revenue-by-month')).readRevenueByMonth({ ...ctx, ...months })],
    ['  debt by age', async () => (await import('../../lib/domain/insight/debt-by-age')).readDebtByAge(ctx)],
    ['  class fill', async () => (await import('../../lib/domain/insight/class-fill')).readClassFill({ ...ctx, ...days })],
    ['  presence by hour', async () => (await import('../../lib/domain/insight/presence-by-hour')).readPresenceByHour({ ...ctx, ...days })],
  ];
  console.log('each figure alone, network:');
  for (const [label, work] of figures) row(label, await timed(work));

  // 2. The FEC of a year for one club, through the API.
  children.push(await startChild('scripts/bench/serve-api.ts', { DATABASE_URL: demo.url, BENCH_TENANT_ID: String(demo.tenant.id), PORT: '3201' }));
  const server = children[0]!;
  const token = await partnerToken(API, 'demo', 'demo-admin', 'demo-admin-secret');
  const [expected] = await demo.rows<{ postings: number }>(sql`
    SELECT count(*)::int AS postings FROM ledger_postings p JOIN invoices i ON i.tenant_id = p.tenant_id AND i.id = p.invoice_id
    WHERE p.tenant_id = ${demo.tenant.id} AND i.club_id = ${club!.id}`);
  const to = sample.today;
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - 364 * 86_400_000).toISOString().slice(0, 10);
  const path = `/api/demo/exports/fec?club=${encodeURIComponent(`/demo/clubs/${club!.id}`)}&from=${from}&to=${to}`;
  const before = memoryMb(server.pid, 'VmRSS');
  let peak = before;
  const sampler = setInterval(() => { peak = Math.max(peak, memoryMb(server.pid, 'VmRSS')); }, 50);
  const started = performance.now();
  const response = await fetch(`${API}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (response.status !== 200 || !response.body) throw new Error(`GET /exports/fec answered ${response.status}: ${await response.text()}`);
  let firstByte = 0;
  let bytes = 0;
  let lines = 0;
  const reader = response.body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    if (!firstByte) firstByte = performance.now() - started;
    bytes += read.value.byteLength;
    for (const byte of read.value) if (byte === 10) lines += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const after = memoryMb(server.pid, 'VmRSS');
  // The bench's postings all name their invoice: the FEC has one line per posting, after its header.
  const complete = lines - 1 === expected!.postings;
  const fast = seconds <= 10;
  pass &&= complete && fast;
  console.log(`\nGET /exports/fec, ${club!.name}, ${from} to ${to}: ${lines - 1} postings (${complete ? 'all of them' : `EXPECTED ${expected!.postings}`}), `
    + `${(bytes / 1024 / 1024).toFixed(1)} MB in ${seconds.toFixed(2)} s (first byte after ${firstByte.toFixed(0)} ms): ${fast ? 'pass' : 'FAIL'} (target 10 s)`);
  console.log(`API server resident memory: ${before} MB before, ${peak} MB at the peak of the download (+${peak - before} MB), ${after} MB after; `
    + `peak of its life ${memoryMb(server.pid, 'VmHWM')} MB`);
  console.log(`\n${pass ? 'pass' : 'FAIL'}`);
  if (!pass) process.exitCode = 1;
} finally {
  await stopChildren(children);
  await demo.drop();
}

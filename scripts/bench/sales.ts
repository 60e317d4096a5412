// npm run bench:sales — complete checkouts through the partner API on PostgreSQL, as a partner's till
// would make them: POST /sales, two POST /sales/{id}/articles (a 10-session booklet and a water
// bottle), GET /sales/{id}/check, then POST /sales/{id}/payments in cash for the total (with an
// Idempotency-Key), which validates the sale: invoice, session counter, contact becomes client.
// SALES checkouts (default 2,000), each for a contact of its own, from CLIENTS concurrent clients
// (default 32) over keep-alive connections; the throughput, p50 and p99 of each call, and at the end
// the money check: the sum of the payments equals what the sales kept plus the available amounts, to
// the cent, and the ledger's own checks find nothing. Target: p99 <= 50 ms per call, 0 errors.
// Loopback only; the database is created for the run and dropped afterwards (BENCH_KEEP_DB=1 keeps it).
import { sql } from 'drizzle-orm';
import { PG_TRANSPORT, startChild, stopChildren } from './harness';
import { clubOffer, firstClub, seedBuyers } from './sales-seed';
import { API, demoPartnerToken, startDemoDatabase, type Row } from './start-demo';

const SALES = Number(process.env.SALES ?? process.env.BENCH_SALES ?? 2000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 32);
const STEPS = ['POST /sales', 'POST /sales/{id}/articles', 'GET /sales/{id}/check', 'POST /sales/{id}/payments'] as const;
type Step = (typeof STEPS)[number];

const demo = await startDemoDatabase(`bench_sales_${Date.now()}`);
const { tenant, db, rows } = demo;

// One buyer per checkout, in the demo's first club, with what an invoice needs (names, number, address).
const club = await firstClub(demo);
const buyers = await seedBuyers(demo, club.id, SALES);
const articles = [await clubOffer(demo, club.id, '10 sessions'), await clubOffer(demo, club.id, 'Water bottle')];
const total = articles.reduce((sum, a) => sum + Number(a.price), 0);

// The API alone: a checkout has no baseline to compare with, its target is its own latency.
const children = [await startChild('scripts/bench/serve-api.ts', { DATABASE_URL: demo.url, BENCH_TENANT_ID: String(tenant.id), PORT: '3201' })];
const times = new Map<Step, number[]>(STEPS.map((s) => [s, []]));
const failures: string[] = [];

/** The answer's body (null when empty), or undefined when the call failed (counted in `failures`). */
async function call(step: Step, token: string, method: string, path: string, body?: unknown, expected = 201, key?: string): Promise<Row | null | undefined> {
  const started = performance.now();
  const response = await fetch(`${API}/api/demo${path}`, {
    method, ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    headers: { authorization: `Bearer ${token}`, accept: 'application/json', 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
  });
  const text = await response.text();
  times.get(step)!.push(performance.now() - started);
  if (response.status !== expected) {
    failures.push(`${method} ${path}: ${response.status} ${text.slice(0, 200)}`);
    return undefined;
  }
  return text ? (JSON.parse(text) as Row) : null;
}

async function checkout(token: string, contactId: number): Promise<void> {
  const sale = await call('POST /sales', token, 'POST', '/sales', {
    contactId: `/demo/contacts/${contactId}`, clubId: `/demo/clubs/${club.id}`, clubCode: club.code,
  });
  if (!sale) return;
  for (const article of articles) {
    if (!(await call('POST /sales/{id}/articles', token, 'POST', `/sales/${String(sale.id)}/articles`, { offerId: `/demo/offers/${article.id}` }))) return;
  }
  if ((await call('GET /sales/{id}/check', token, 'GET', `/sales/${String(sale.id)}/check`, undefined, 204)) === undefined) return;
  await call('POST /sales/{id}/payments', token, 'POST', `/sales/${String(sale.id)}/payments`, { amount: total, mean: 'cash' }, 201, `bench-${String(sale.id)}`);
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

try {
  const token = await demoPartnerToken();
  // A few checkouts first, as a server in service has run these paths before; their contacts are not reused.
  const warmUp = Math.min(50, Math.floor(SALES / 10));
  for (const id of buyers.slice(0, warmUp)) await checkout(token, id);
  for (const list of times.values()) list.length = 0;
  const measured = buyers.slice(warmUp);
  console.log(`PostgreSQL over ${PG_TRANSPORT}; ${measured.length} checkouts (after ${warmUp} warm-up ones) of ${articles.length} articles `
    + `(${(total / 100).toFixed(2)} EUR each) from ${CLIENTS} concurrent clients, loopback\n`);

  let next = 0;
  const started = performance.now();
  await Promise.all(Array.from({ length: CLIENTS }, async () => {
    while (next < measured.length) await checkout(token, measured[next++]!);
  }));
  const seconds = (performance.now() - started) / 1000;
  const calls = [...times.values()].reduce((n, list) => n + list.length, 0);
  console.log(`${measured.length} checkouts in ${seconds.toFixed(1)} s: ${(measured.length / seconds).toFixed(0)} checkouts/s, ${(calls / seconds).toFixed(0)} calls/s`);
  console.log(`${'call'.padEnd(28)}| calls |  p50 ms |  p99 ms |  max ms`);
  for (const [step, list] of times) {
    const sorted = [...list].sort((a, b) => a - b);
    console.log(`${step.padEnd(28)}| ${String(list.length).padStart(5)} | ${pct(sorted, 0.5).toFixed(1).padStart(7)} | ${pct(sorted, 0.99).toFixed(1).padStart(7)} | ${(sorted.at(-1) ?? 0).toFixed(1).padStart(7)}`);
  }
  console.log(`errors: ${failures.length}${failures.length ? `\n  ${failures.slice(0, 5).join('\n  ')}` : ''}`);

  const { ledgerProblems, salesMoney } = await import('../../lib/domain/ledger/conservation');
  const money = await salesMoney(db, tenant.id);
  const problems = await ledgerProblems(db, tenant.id);
  const [validated] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM sales WHERE tenant_id = ${tenant.id} AND state = 'validated'`);
  const [invoiced] = await rows<{ n: number; total: string }>(sql`SELECT count(*)::int AS n, coalesce(sum(total_ti), 0) AS total FROM invoices WHERE tenant_id = ${tenant.id} AND sale_id IS NOT NULL`);
  // The ledger's identity (conservation.ts): wallet credits and what wallets gave to incidents are 0 here.
  const exact = money.payments + money.walletCredits === money.paidOnSales + money.available + money.walletToIncidents;
  console.log(`\nmoney: payments ${money.payments} + wallet credits ${money.walletCredits} = paid on sales ${money.paidOnSales} `
    + `+ available ${money.available} + wallets to incidents ${money.walletToIncidents}: ${exact ? 'exact' : 'NOT EQUAL'}`);
  console.log(`sales validated ${validated!.n}, sale invoices ${invoiced!.n} totalling ${invoiced!.total}; ledger problems: ${problems.length}${problems.length ? ` (${problems.slice(0, 3).join('; ')})` : ''}`);
  console.log('target: p99 <= 50 ms per call, 0 errors, the money check exact');
  if (!exact || problems.length > 0 || failures.length > 0) process.exitCode = 1;
} finally {
  await stopChildren(children);
  await demo.drop();
}

// npm run bench:cluster — several app processes on one PostgreSQL behave as one (CONTRACT §13).
// For 1 then 3 processes (BENCH_PROCESSES=N runs one count), each on a fresh demo database: N app
// processes (scripts/bench/serve-app.ts: the API and the webhook worker) behind a round-robin proxy
// written here, and at once:
//  - bookings: BENCH_BOOKINGS (2,000) POST /attendees on one class of 50 seats and 100 queue places;
//  - checkouts: BENCH_CHECKOUTS (1,000) sales paid in cash, as bench:sales makes them;
//  - provider events: BENCH_EVENTS (500) signed sandbox payment events, each delivered twice at once;
//  - billing: a billing day for BENCH_SUBSCRIPTIONS (10,000) direct-debit subscriptions, 500 a club,
//    each club's POST /billing_runs sent to two processes at once;
//  - webhooks: the tenant's endpoint is a receiver here, counting deliveries per webhook-id.
// Then, in SQL: seats exact, money conserved, each event applied once, each installment invoiced
// once, each webhook delivered once. Prints throughput and p99 per part, PASS/FAIL per check; exits 1
// on a failure. Loopback only; databases dropped afterwards (BENCH_KEEP_DB=1 keeps them).
import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import { sql } from 'drizzle-orm';
import { newWebhookSecret } from '../../lib/events/signature';
import { seedDirectDebitMembers } from './billing-seed';
import { seedBurst } from './booking-seed';
import { partnerToken, PG_TRANSPORT, startChild, stopChildren } from './harness';
import { clubOffer, firstClub, seedBuyers } from './sales-seed';
import { startDemoDatabase, type DemoDatabase, type Row } from './start-demo';

const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 2000);
const CHECKOUTS = Number(process.env.BENCH_CHECKOUTS ?? 1000);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 500);
const SUBSCRIPTIONS = Number(process.env.BENCH_SUBSCRIPTIONS ?? 10_000);
const PER_CLUB = 500;
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 32);
const PROCESSES = process.env.BENCH_PROCESSES ? [Number(process.env.BENCH_PROCESSES)] : [1, 3];
const PROXY_PORT = 3300;
const BILLING_DATE = '2026-04-05';
// The sandbox provider's signing secret, given to the app processes so that this script signs as the
// provider does (each run's database would otherwise keep its own, and this process read the first one's).
const secret = newWebhookSecret();

interface Part { name: string; count: number; unit: string; seconds: number; times: number[]; errors: string[] }
interface Check { name: string; ok: boolean; detail: string }

/** A round-robin HTTP proxy over the app processes, one keep-alive agent each. */
function startProxy(ports: number[]): Promise<http.Server> {
  const agents = ports.map(() => new http.Agent({ keepAlive: true, maxSockets: 128 }));
  let next = 0;
  const server = http.createServer((req, res) => {
    const at = next++ % ports.length;
    const upstream = http.request({ host: '127.0.0.1', port: ports[at], path: req.url, method: req.method, headers: req.headers, agent: agents[at] }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => { res.statusCode = 502; res.end(); });
    req.pipe(upstream);
  });
  server.on('close', () => agents.forEach((a) => a.destroy()));
  return new Promise((resolve) => server.listen(PROXY_PORT, '127.0.0.1', () => resolve(server)));
}

/** The tenant's webhook receiver: deliveries counted per webhook-id. */
function startReceiver(): Promise<{ server: http.Server; port: number; counts: Map<string, number> }> {
  const counts = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const id = String(req.headers['webhook-id']);
    counts.set(id, (counts.get(id) ?? 0) + 1);
    req.resume();
    req.on('end', () => res.end());
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as { port: number }).port, counts })));
}

const clientAgent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS * 4 });

interface Answer { status: number; body: Row | null; text: string }

/** One HTTP call (to the proxy unless `port` says which process), its time added to `part`. */
function call(part: Part | null, method: string, path: string, headers: Record<string, string>, body?: string, port = PROXY_PORT): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path, method, agent: clientAgent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        part?.times.push(performance.now() - started);
        const text = Buffer.concat(chunks).toString();
        let parsed: Row | null = null;
        try { parsed = text ? (JSON.parse(text) as Row) : null; } catch { /* not JSON: kept as text */ }
        resolve({ status: res.statusCode ?? 0, body: parsed, text });
      });
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** Whether the answer is one of `statuses` or carries one of the error `codes`; else an error of the part. */
function expect(part: Part, answer: Answer, statuses: number[], label: string, codes: string[] = []): boolean {
  if (statuses.includes(answer.status) || codes.includes(String(answer.body?.code))) return true;
  part.errors.push(`${label}: ${answer.status} ${answer.text.slice(0, 160)}`);
  return false;
}

/** Runs `work` over `items` from `clients` concurrent loops. */
async function pool<T>(items: T[], clients: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(clients, items.length) }, async () => {
    while (next < items.length) await work(items[next++]!);
  }));
}

async function timed(part: Part, run: () => Promise<void>): Promise<Part> {
  const started = performance.now();
  await run();
  part.seconds = (performance.now() - started) / 1000;
  return part;
}

const newPart = (name: string, count: number, unit: string): Part => ({ name, count, unit, seconds: 0, times: [], errors: [] });

async function runWith(processes: number): Promise<{ parts: Part[]; checks: Check[] }> {
  const demo: DemoDatabase = await startDemoDatabase(`bench_cluster_${processes}_${Date.now()}`);
  const { tenant, db, rows } = demo;
  const children: ChildProcess[] = [];
  const receiver = await startReceiver();
  let proxy: http.Server | undefined;
  try {
    // The seeds, before the processes start (they cache what they read).
    const billingClubs = await seedDirectDebitMembers(db, tenant.id, Math.max(1, Math.ceil(SUBSCRIPTIONS / PER_CLUB)), Math.min(PER_CLUB, SUBSCRIPTIONS));
    const club = await firstClub(demo);
    const burst = await seedBurst(tenant.id, club.id, BOOKINGS, 1);
    const buyers = await seedBuyers(demo, club.id, CHECKOUTS, 'S');
    const payers = await seedBuyers(demo, club.id, EVENTS, 'P');
    const articles = [await clubOffer(demo, club.id, '10 sessions'), await clubOffer(demo, club.id, 'Water bottle')];
    const bottle = articles[1]!;
    const [web] = await rows<{ id: number }>(sql`SELECT id FROM checkouts WHERE tenant_id = ${tenant.id} AND club_id = ${club.id} AND type = 'web' LIMIT 1`);
    const { putWebhookEndpoint } = await import('../../lib/domain/events/put-webhook-endpoint');
    await putWebhookEndpoint({ tenant, actor: { kind: 'system' }, input: { url: `http://127.0.0.1:${receiver.port}/hook` } });
    const [{ seq: firstSeq } = { seq: 0 }] = await rows<{ seq: number }>(sql`SELECT coalesce(max(seq), 0)::int AS seq FROM outbox_events WHERE tenant_id = ${tenant.id}`);
    await db.execute(sql`VACUUM ANALYZE`);

    const ports = Array.from({ length: processes }, (_, i) => PROXY_PORT + 1 + i);
    for (const port of ports) children.push(await startChild('scripts/bench/serve-app.ts', { DATABASE_URL: demo.url, PORT: String(port), PAYMENTS_SANDBOX_SECRET: secret }));
    proxy = await startProxy(ports);
    const base = `http://127.0.0.1:${PROXY_PORT}`;
    const partner = await partnerToken(base, 'demo', 'demo-partner', 'demo-partner-secret');
    const admin = await partnerToken(base, 'demo', 'demo-admin', 'demo-admin-secret');
    const json = (token: string, key?: string) => ({
      authorization: `Bearer ${token}`, accept: 'application/json', 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}),
    });

    // Provider events need payments to apply to: a cart with a water bottle and its payable object per payer.
    const prep = newPart('preparation', 0, '');
    const references: { reference: string; saleId: number }[] = [];
    await pool(payers, CLIENTS, async (contactId) => {
      const sale = await call(prep, 'POST', '/api/demo/sales', json(partner), JSON.stringify({ contactId: `/demo/contacts/${contactId}`, clubId: `/demo/clubs/${club.id}`, clubCode: club.code }));
      if (!expect(prep, sale, [201], 'POST /sales')) return;
      if (!expect(prep, await call(prep, 'POST', `/api/demo/sales/${String(sale.body!.id)}/articles`, json(partner), JSON.stringify({ offerId: `/demo/offers/${bottle.id}` })), [201], 'POST articles')) return;
      const payable = await call(prep, 'POST', '/api/demo/payable_objects', json(partner), JSON.stringify({
        contactId: `/demo/contacts/${contactId}`, amount: bottle.price, currency: 'EUR', clubCode: club.code, checkout: `/demo/checkouts/${web!.id}`,
        payableObjects: { sales: [sale.body!['@id']] }, validUrl: 'https://partner.example/paid', cancelUrl: 'https://partner.example/cancelled',
      }));
      if (!expect(prep, payable, [201], 'POST /payable_objects')) return;
      const [row] = await rows<{ ref: string }>(sql`SELECT provider_reference AS ref FROM payable_objects WHERE tenant_id = ${tenant.id} AND id = ${Number(payable.body!.id)}`);
      references.push({ reference: row!.ref, saleId: Number(sale.body!.id) });
    });
    if (prep.errors.length) throw new Error(`preparation failed: ${prep.errors.slice(0, 3).join('; ')}`);
    const { signedHeaders } = await import('../../lib/payments/standard-webhooks');

    // Everything at once.
    const bookings = newPart('bookings (POST /attendees, one class)', BOOKINGS, 'bookings');
    const checkouts = newPart('checkouts (5 calls each, cash)', CHECKOUTS, 'checkouts');
    const events = newPart('provider events (each twice at once)', EVENTS, 'events');
    const billing = newPart(`billing day (${billingClubs.length} clubs, 2 processes each)`, SUBSCRIPTIONS, 'installments');
    let applied = 0;
    const runCounts: number[] = [];
    const classEvent = `/demo/class_events/${burst.classEventIds[0]}`;
    console.log(`\n${processes} process${processes > 1 ? 'es' : ''}: ${BOOKINGS} bookings, ${CHECKOUTS} checkouts, ${EVENTS} events ×2, `
      + `${SUBSCRIPTIONS} subscriptions to bill, at once`);
    const started = performance.now();
    await Promise.all([
      timed(bookings, async () => {
        await Promise.all(burst.contactIds.map(async (id) => {
          const answer = await call(bookings, 'POST', '/api/demo/attendees', json(partner), JSON.stringify({ classEvent, contactId: `/demo/contacts/${id}` }));
          // Past the seats and the queue, the class is full: the right answer.
          expect(bookings, answer, [201], 'POST /attendees', ['api.error.attendee.class-full']);
        }));
      }),
      timed(checkouts, () => pool(buyers, CLIENTS, async (contactId) => {
        const sale = await call(checkouts, 'POST', '/api/demo/sales', json(partner), JSON.stringify({ contactId: `/demo/contacts/${contactId}`, clubId: `/demo/clubs/${club.id}`, clubCode: club.code }));
        if (!expect(checkouts, sale, [201], 'POST /sales')) return;
        const path = `/api/demo/sales/${String(sale.body!.id)}`;
        for (const article of articles) {
          if (!expect(checkouts, await call(checkouts, 'POST', `${path}/articles`, json(partner), JSON.stringify({ offerId: `/demo/offers/${article.id}` })), [201], 'POST articles')) return;
        }
        if (!expect(checkouts, await call(checkouts, 'GET', `${path}/check`, json(partner)), [204], 'GET check')) return;
        const total = articles.reduce((sum, a) => sum + a.price, 0);
        expect(checkouts, await call(checkouts, 'POST', `${path}/payments`, json(partner, `bench-${String(sale.body!.id)}`), JSON.stringify({ amount: total, mean: 'cash' })), [201], 'POST payments');
      })),
      timed(events, () => pool(references.map((r, i) => ({ ...r, i })), CLIENTS, async ({ reference, i }) => {
        const body = JSON.stringify({ type: 'payment.succeeded', data: { reference, amount: bottle.price, currency: 'EUR', state: 'validated' } });
        const headers = { ...signedHeaders(secret, `evt_bench_${i}`, Math.floor(Date.now() / 1000), body), 'content-type': 'application/json' };
        const twice = await Promise.all([0, 1].map(() => call(events, 'POST', '/api/webhooks/payments/sandbox', headers, body)));
        for (const answer of twice) if (expect(events, answer, [200], 'provider event') && answer.body?.applied === true) applied += 1;
      })),
      timed(billing, () => pool(billingClubs, 2, async (clubId) => {
        const body = JSON.stringify({ date: BILLING_DATE, club: `/demo/clubs/${clubId}` });
        // The same club's day asked of two processes at the same instant.
        const both = await Promise.all([ports[0]!, ports[1 % ports.length]!].map((port) => call(billing, 'POST', '/api/demo/billing_runs', json(admin), body, port)));
        for (const answer of both) if (expect(billing, answer, [201], 'POST /billing_runs')) runCounts.push(Number(answer.body!.invoices));
      })),
    ]);
    const allSeconds = (performance.now() - started) / 1000;

    // Webhooks: every event the outbox holds since the endpoint was set, delivered (60 s at most).
    const webhooks = newPart('webhooks (to the receiver)', 0, 'deliveries');
    const expectedIds = async () => (await rows<{ seq: number }>(sql`SELECT seq FROM outbox_events WHERE tenant_id = ${tenant.id} AND seq > ${firstSeq}`))
      .map((r) => `msg_${tenant.id}_${r.seq}`);
    let wanted = await expectedIds();
    const deadline = Date.now() + 60_000;
    while (wanted.some((id) => !receiver.counts.has(id)) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      wanted = await expectedIds();
    }
    await new Promise((r) => setTimeout(r, 500)); // a late second delivery would show now
    webhooks.count = wanted.length;
    webhooks.seconds = (performance.now() - started) / 1000;

    const checks: Check[] = [];
    const [seats] = await rows<{ booked_count: number; attending_limit: number; booked_rows: number; people: number; rows: number }>(sql`
      SELECT e.booked_count, e.attending_limit,
        (SELECT count(*)::int FROM attendees a WHERE a.tenant_id = e.tenant_id AND a.class_event_id = e.id AND a.state = 'booked') AS booked_rows,
        (SELECT count(DISTINCT contact_id)::int FROM attendees a WHERE a.tenant_id = e.tenant_id AND a.class_event_id = e.id AND a.state <> 'canceled') AS people,
        (SELECT count(*)::int FROM attendees a WHERE a.tenant_id = e.tenant_id AND a.class_event_id = e.id AND a.state <> 'canceled') AS rows
      FROM class_events e WHERE e.tenant_id = ${tenant.id} AND e.id = ${burst.classEventIds[0]!}`);
    const seatsFull = Math.min(burst.seats, BOOKINGS);
    checks.push({ name: 'seats exact', ok: seats!.booked_rows === seatsFull && seats!.booked_count === seatsFull && seats!.people === seats!.rows,
      detail: `${seats!.booked_rows} booked rows, counter ${seats!.booked_count}/${seats!.attending_limit}, ${seats!.rows} attendees for ${seats!.people} people` });

    const { ledgerProblems, salesMoney } = await import('../../lib/domain/ledger/conservation');
    const money = await salesMoney(db, tenant.id);
    const problems = await ledgerProblems(db, tenant.id);
    const [clearing] = await rows<{ collected: string; cleared: string }>(sql`
      SELECT (SELECT coalesce(sum(amount), 0) FROM payable_objects WHERE tenant_id = ${tenant.id} AND state = 'validated') AS collected,
        (SELECT coalesce(sum(amount), 0) FROM ledger_postings WHERE tenant_id = ${tenant.id} AND account = 'provider_clearing') AS cleared`);
    const identity = money.payments + money.walletCredits === money.paidOnSales + money.available + money.walletToIncidents;
    checks.push({ name: 'money conserved', ok: identity && problems.length === 0 && Number(clearing!.collected) === Number(clearing!.cleared),
      detail: `payments ${money.payments} + wallet credits ${money.walletCredits} vs paid on sales ${money.paidOnSales} + available ${money.available} `
        + `+ to incidents ${money.walletToIncidents}; provider collected ${clearing!.collected}, cleared ${clearing!.cleared}; ledger problems ${problems.length}`
        + (problems.length ? ` (${problems.slice(0, 2).join('; ')})` : '') });

    const saleIds = `{${references.map((r) => r.saleId).join(',')}}`;
    const [provider] = await rows<{ events: number; payments: number; sales: number }>(sql`
      SELECT (SELECT count(*)::int FROM provider_events WHERE provider = 'sandbox' AND event_id LIKE 'evt_bench_%') AS events,
        (SELECT count(*)::int FROM payments WHERE tenant_id = ${tenant.id} AND sale_id = ANY(${saleIds}::int[])) AS payments,
        (SELECT count(DISTINCT sale_id)::int FROM payments WHERE tenant_id = ${tenant.id} AND sale_id = ANY(${saleIds}::int[])) AS sales`);
    checks.push({ name: 'each provider event applied once', ok: provider!.events === EVENTS && applied === EVENTS && provider!.payments === EVENTS && provider!.sales === EVENTS,
      detail: `${provider!.events} events recorded, ${applied} answers applied: true of ${EVENTS * 2}, ${provider!.payments} payments on ${provider!.sales} sales` });

    const clubIds = `{${billingClubs.join(',')}}`;
    const [billed] = await rows<{ installments: number; twice: number; invoices: number; invoice_twice: number; without: number }>(sql`
      SELECT (SELECT count(*)::int FROM billed_installments WHERE tenant_id = ${tenant.id} AND club_id = ANY(${clubIds}::int[]) AND debit_date = ${BILLING_DATE}) AS installments,
        (SELECT count(*)::int FROM (SELECT 1 FROM billed_installments WHERE tenant_id = ${tenant.id} AND debit_date = ${BILLING_DATE}
           GROUP BY subscription_id HAVING count(*) > 1) d) AS twice,
        (SELECT count(*)::int FROM invoices WHERE tenant_id = ${tenant.id} AND club_id = ANY(${clubIds}::int[]) AND date = ${BILLING_DATE}) AS invoices,
        (SELECT count(*)::int FROM (SELECT 1 FROM invoices WHERE tenant_id = ${tenant.id} AND club_id = ANY(${clubIds}::int[]) AND date = ${BILLING_DATE}
           GROUP BY subscription_id HAVING count(*) > 1) d) AS invoice_twice,
        (SELECT count(*)::int FROM billed_installments WHERE tenant_id = ${tenant.id} AND club_id = ANY(${clubIds}::int[]) AND debit_date = ${BILLING_DATE} AND invoice_id IS NULL) AS without`);
    const reported = runCounts.reduce((a, b) => a + b, 0);
    checks.push({ name: 'each installment invoiced once', ok: billed!.installments > 0 && billed!.twice === 0 && billed!.invoice_twice === 0 && billed!.without === 0
      && billed!.invoices === billed!.installments && reported === billed!.invoices,
      detail: `${billed!.installments} installments, ${billed!.invoices} invoices (the runs' answers say ${reported}), ${billed!.twice + billed!.invoice_twice} twice, ${billed!.without} without invoice` });
    billing.count = billed!.invoices;

    const extra = [...receiver.counts].filter(([, n]) => n > 1);
    const missing = wanted.filter((id) => !receiver.counts.has(id));
    checks.push({ name: 'each webhook delivered once', ok: wanted.length > 0 && extra.length === 0 && missing.length === 0,
      detail: `${wanted.length} events, ${receiver.counts.size} webhook ids received, ${extra.length} more than once, ${missing.length} missing` });
    console.log(`all parts done in ${allSeconds.toFixed(1)} s (webhooks delivered by ${webhooks.seconds.toFixed(1)} s)`);
    return { parts: [bookings, checkouts, events, billing, webhooks], checks };
  } finally {
    proxy?.close();
    receiver.server.close();
    await stopChildren(children);
    await demo.drop();
  }
}

const pct = (list: number[], p: number) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
};

console.log(`PostgreSQL over ${PG_TRANSPORT}; app processes behind a round-robin proxy, loopback; ${CLIENTS} clients per part`);
let failed = false;
for (const processes of PROCESSES) {
  const { parts, checks } = await runWith(processes);
  console.log(`${'part'.padEnd(46)}| ${'done'.padStart(6)} | ${'per s'.padStart(7)} | p99 ms | errors`);
  for (const part of parts) {
    console.log(`${part.name.padEnd(46)}| ${String(part.count).padStart(6)} | ${(part.count / part.seconds).toFixed(0).padStart(7)} | `
      + `${part.times.length ? pct(part.times, 0.99).toFixed(0).padStart(6) : '     -'} | ${part.errors.length}${part.errors.length ? ` (${part.errors.slice(0, 2).join('; ')})` : ''}`);
    if (part.errors.length) failed = true;
  }
  for (const check of checks) {
    console.log(`${check.ok ? 'PASS' : 'FAIL'}  ${check.name}: ${check.detail}`);
    if (!check.ok) failed = true;
  }
}
clientAgent.destroy();
console.log('\ntarget: every check PASS, no errors');
process.exitCode = failed ? 1 : 0;

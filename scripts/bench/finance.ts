// npm run bench:finance — on PostgreSQL, with 200,000 contacts, 1,000,000 invoices (with their ledger
// entries) and 100,000 open incidents (finance-seed.ts, written in SQL):
// 1. GET /financial_summary?contactId= and GET /stats/accounts/contacts/{IRI} of random contacts (half
//    of them with an open incident), through the real request listener, beside a minimal node:http
//    server running the same SQL (serve-finance-baseline.ts). Targets: API throughput at least half the
//    baseline's, API p99 <= 20 ms, at 32 connections.
// 2. EVENTS (1,000) payable objects, each for one contact's open incident, then their 1,000 signed
//    `payment.succeeded` events (Standard Webhooks, the sandbox provider's secret) posted to
//    POST /api/webhooks/payments/sandbox from 32 concurrent clients, every event delivered twice, in a
//    random order: each must be applied exactly once (one provider_events row, one payment, one
//    settlement per incident) and the money must balance to the cent. Prints events per second.
// CONTACTS, INVOICES, INCIDENTS, EVENTS, BENCH_CLUBS and BENCH_SECONDS shrink it for a smoke run;
// BENCH_DB_PREFIX names the database (`<prefix>_finance_<time>`, default bench). Loopback only; the
// database is created for the run and dropped afterwards (BENCH_KEEP_DB=1 keeps it).
import { readFileSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { signedHeaders } from '../../lib/payments/standard-webhooks';
import { CLUBS, CONTACTS, INCIDENTS, INVOICES, seedFinance, type FinanceSeed } from './finance-seed';
import { CONNECTIONS, PG_TRANSPORT, SECONDS, load, type LoadResult } from './harness';
import { API, BASELINE, startBenchServers } from './start-demo';

const EVENTS = Math.min(Number(process.env.EVENTS ?? 1000), INCIDENTS);
const database = `${process.env.BENCH_DB_PREFIX ?? 'bench'}_finance_${Date.now()}`;
// The sandbox provider's signing secret, given to the API so that this process can sign as the provider does.
const providerSecret = `whsec_${randomBytes(32).toString('base64')}`;

let seed: FinanceSeed = { firstContact: 0, indebted: [] };
const servers = await startBenchServers(database, async (tenantId) => {
  const seeding = Date.now();
  seed = await seedFinance(tenantId);
  console.log(`seeded ${CONTACTS} contacts in ${CLUBS} clubs, ${INVOICES} invoices with their ledger entries, ${INCIDENTS} open incidents `
    + `in ${((Date.now() - seeding) / 1000).toFixed(1)} s`);
}, { baseline: 'scripts/bench/serve-finance-baseline.ts', env: { PAYMENTS_SANDBOX_SECRET: providerSecret } });
const { tenant, db, rows } = servers.demo;

/** Half the calls for a contact with an open incident, half for any contact. */
function someContact(): number {
  if (Math.random() < 0.5 && seed.indebted.length > 0) return seed.indebted[Math.floor(Math.random() * seed.indebted.length)]!;
  return seed.firstContact + Math.floor(Math.random() * CONTACTS);
}
const summaryPath = () => `/api/demo/financial_summary?contactId=${encodeURIComponent(`/demo/contacts/${someContact()}`)}`;
const statsPath = () => `/api/demo/stats/accounts/contacts/${encodeURIComponent(`/demo/contacts/${someContact()}`)}`;

/** A process's peak resident memory (MB), from /proc; undefined where /proc cannot tell. */
function peakRssMb(pid: number | undefined): string {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmHWM:'));
    return line ? `${Math.round(Number(line.split(/\s+/)[1]) / 1024)} MB` : '-';
  } catch {
    return '-';
  }
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/** Reads: the API and the baseline must agree on a few contacts, then each endpoint is loaded on both. */
async function reads(apiServer: ChildProcess, baselineServer: ChildProcess, auth: Record<string, string>): Promise<boolean> {
  for (const contactId of [seed.indebted[0], seed.firstContact + CONTACTS - 1].filter((id) => id !== undefined)) {
    const iri = encodeURIComponent(`/demo/contacts/${contactId}`);
    for (const path of [`/api/demo/financial_summary?contactId=${iri}`, `/api/demo/stats/accounts/contacts/${iri}`]) {
      const [ours, floor] = await Promise.all([fetch(`${API}${path}`, { headers: auth }), fetch(`${BASELINE}${path}`)]);
      const [a, b] = [await ours.text(), await floor.text()];
      if (ours.status !== 200 || a !== b) throw new Error(`${path}: the API (${ours.status}) ${a} differs from the baseline's ${b}`);
      console.log(`${path.replace('/api/demo', '')} -> ${a}`);
    }
  }
  console.log(`\nPostgreSQL over ${PG_TRANSPORT}, ${CONNECTIONS} connections, ${SECONDS} s per run (after 2 s of warm-up), loopback\n`);
  console.log(`${'endpoint'.padEnd(36)}|   API rps | API p50 | API p99 |  base rps | base p50 | base p99 | ratio | API µs CPU | base µs CPU | verdict`);
  let pass = true;
  for (const [label, path] of [['GET /financial_summary', summaryPath], ['GET /stats/accounts/contacts/{IRI}', statsPath]] as const) {
    const ours = await load(API, path, auth, true, apiServer);
    const floor = await load(BASELINE, path, {}, true, baselineServer);
    for (const [who, result] of [['API', ours], ['baseline', floor]] as const) {
      if (result.non2xx || result.errors) throw new Error(`${who} ${label}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
    }
    const ratio = ours.rps / floor.rps;
    const ok = ratio >= 0.5 && ours.p99 <= 20;
    pass &&= ok;
    const cpu = (r: LoadResult) => (r.cpuPerRequest === undefined ? '-' : r.cpuPerRequest.toFixed(0));
    console.log(`${label.padEnd(36)}| ${ours.rps.toFixed(0).padStart(9)} | ${String(ours.p50).padStart(7)} | ${String(ours.p99).padStart(7)} | `
      + `${floor.rps.toFixed(0).padStart(9)} | ${String(floor.p50).padStart(8)} | ${String(floor.p99).padStart(8)} | ${ratio.toFixed(2).padStart(5)} | `
      + `${cpu(ours).padStart(10)} | ${cpu(floor).padStart(11)} | ${ok ? 'pass' : 'FAIL'}`);
  }
  console.log('target: ratio >= 0.5 and API p99 <= 20 ms (latencies in ms)');
  return pass;
}

/** Events: EVENTS payable objects, their signed events each delivered twice at once; then the checks in SQL. */
async function events(): Promise<boolean> {
  const made = await rows<{ id: number; reference: string; amount: number; incident_id: number }>(sql`
    WITH targets AS (
      SELECT n.id, n.contact_id, n.amount, c.club_id, k.id AS checkout_id FROM incidents n
      JOIN contacts c ON c.tenant_id = n.tenant_id AND c.id = n.contact_id
      JOIN checkouts k ON k.tenant_id = c.tenant_id AND k.club_id = c.club_id AND k.type = 'web'
      WHERE n.tenant_id = ${tenant.id} AND n.state = 'open' AND c.number LIKE 'FB%' ORDER BY n.id LIMIT ${EVENTS}
    ), made AS (
      INSERT INTO payable_objects (tenant_id, contact_id, club_id, checkout_id, kind, target_ids, amount, provider, provider_reference,
        token, redirect_url, valid_url, cancel_url)
      SELECT ${tenant.id}, contact_id, club_id, checkout_id, 'incidents', jsonb_build_array(id), amount, 'sandbox', 'sbx_bench_' || id,
        'bench_' || id, ${`${API}/pay/bench`}, 'https://partner.test/ok', 'https://partner.test/cancel' FROM targets
      RETURNING id, tenant_id, provider, provider_reference, token, amount, target_ids
    ), keys AS (
      -- Their global keys, as the service writes them with each payable object (tenant_lookups).
      INSERT INTO tenant_lookups (kind, provider, key, tenant_id)
      SELECT 'payment_reference', provider, provider_reference, tenant_id FROM made
      UNION ALL SELECT 'payment_token', '', token, tenant_id FROM made
    )
    SELECT id, provider_reference AS reference, amount, (target_ids->>0)::int AS incident_id FROM made`);
  const [mark] = await rows<{ tx: number; payment: number }>(sql`
    SELECT coalesce((SELECT max(id) FROM ledger_transactions), 0) AS tx, coalesce((SELECT max(id) FROM payments), 0) AS payment`);
  const timestamp = Math.floor(Date.now() / 1000);
  const signed = made.map((po) => {
    const body = JSON.stringify({ type: 'payment.succeeded', data: { reference: po.reference, amount: po.amount, currency: 'EUR', state: 'validated' } });
    return { body, headers: signedHeaders(providerSecret, `evt_bench_${po.id}`, timestamp, body) };
  });
  // Every event twice, shuffled: some duplicates arrive together, some apart.
  const deliveries = [...signed, ...signed];
  for (let i = deliveries.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [deliveries[i], deliveries[j]] = [deliveries[j]!, deliveries[i]!];
  }
  const times: number[] = [];
  const failures: string[] = [];
  let applied = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, async () => {
    while (next < deliveries.length) {
      const delivery = deliveries[next++]!;
      const sent = performance.now();
      const response = await fetch(`${API}/api/webhooks/payments/sandbox`, { method: 'POST', headers: delivery.headers, body: delivery.body });
      const text = await response.text();
      times.push(performance.now() - sent);
      if (response.status !== 200) failures.push(`${response.status} ${text.slice(0, 200)}`);
      else if ((JSON.parse(text) as { applied: boolean }).applied) applied += 1;
    }
  }));
  const seconds = (performance.now() - started) / 1000;
  const sorted = times.sort((a, b) => a - b);
  console.log(`\n${made.length} provider events, each delivered twice (${deliveries.length} requests) from ${CONNECTIONS} concurrent clients `
    + `in ${seconds.toFixed(2)} s: ${(made.length / seconds).toFixed(0)} events/s, ${(deliveries.length / seconds).toFixed(0)} deliveries/s; `
    + `per delivery p50 ${pct(sorted, 0.5).toFixed(1)} ms, p99 ${pct(sorted, 0.99).toFixed(1)} ms`);
  console.log(`answers: ${applied} applied, ${deliveries.length - applied - failures.length} seen before, ${failures.length} errors`
    + `${failures.length ? `\n  ${failures.slice(0, 5).join('\n  ')}` : ''}`);

  // Exactly once, read from the rows: one event row, one validated payable object, one payment and one
  // settled incident per event; and the money of the transactions the events made balances.
  const ids = made.map((po) => po.id);
  const incidentIds = made.map((po) => po.incident_id);
  const total = made.reduce((sum, po) => sum + po.amount, 0);
  // Arrays as PostgreSQL array literals (Drizzle would spread a JS array into a list of parameters).
  const idArray = `{${ids.join(',')}}`;
  const incidentArray = `{${incidentIds.join(',')}}`;
  const [check] = await rows<{ events: number; validated: number; settled: number; payments: number; paid: string; clearing: string; unused: number }>(sql`
    SELECT
      (SELECT count(*)::int FROM provider_events WHERE provider = 'sandbox' AND payable_object_id = ANY(${idArray}::int[])) AS events,
      (SELECT count(*)::int FROM payable_objects WHERE tenant_id = ${tenant.id} AND id = ANY(${idArray}::int[]) AND state = 'validated') AS validated,
      (SELECT count(*)::int FROM incidents WHERE tenant_id = ${tenant.id} AND id = ANY(${incidentArray}::int[]) AND state = 'settled') AS settled,
      (SELECT count(*)::int FROM payments WHERE tenant_id = ${tenant.id} AND id > ${mark!.payment}) AS payments,
      (SELECT coalesce(sum(amount), 0) FROM payments WHERE tenant_id = ${tenant.id} AND id > ${mark!.payment}
        AND incident_id = ANY(${incidentArray}::int[])) AS paid,
      (SELECT coalesce(sum(p.amount), 0) FROM ledger_postings p WHERE p.tenant_id = ${tenant.id} AND p.transaction_id > ${mark!.tx}
        AND p.account = 'provider_clearing') AS clearing,
      (SELECT count(*)::int FROM ledger_transactions WHERE tenant_id = ${tenant.id} AND id > ${mark!.tx} AND kind = 'payable_unused') AS unused`);
  const unbalanced = await rows<{ id: number }>(sql`
    SELECT t.id FROM ledger_transactions t LEFT JOIN ledger_postings p ON p.tenant_id = t.tenant_id AND p.transaction_id = t.id
    WHERE t.tenant_id = ${tenant.id} AND t.id > ${mark!.tx} GROUP BY t.id HAVING count(p.id) < 2 OR coalesce(sum(p.amount), 0) <> 0`);
  const { incidentProblems } = await import('../../lib/domain/ledger/conservation');
  const problems = await incidentProblems(db, tenant.id);
  const n = made.length;
  const once = applied === n && failures.length === 0 && check!.events === n && check!.validated === n && check!.settled === n && check!.payments === n;
  const conserved = Number(check!.paid) === total && Number(check!.clearing) === total && check!.unused === 0 && unbalanced.length === 0 && problems.length === 0;
  console.log(`exactly once: ${check!.events} event rows, ${check!.validated} payable objects validated, ${check!.settled} incidents settled, `
    + `${check!.payments} payments for ${n} events: ${once ? 'yes' : 'NO'}`);
  console.log(`money: collected ${total}, paid to incidents ${check!.paid}, provider clearing ${check!.clearing}, to wallets ${check!.unused} times, `
    + `${unbalanced.length} unbalanced transactions, ${problems.length} incident problems${problems.length ? ` (${problems.slice(0, 3).join('; ')})` : ''}: `
    + `${conserved ? 'exact' : 'NOT EQUAL'}`);
  return once && conserved;
}

try {
  const { api: apiServer, baseline: baselineServer } = servers;
  const readsPass = await reads(apiServer, baselineServer, { authorization: `Bearer ${servers.token}`, accept: 'application/json' });
  const eventsPass = await events();
  console.log(`\npeak RSS: API server ${peakRssMb(apiServer.pid)}, baseline ${peakRssMb(baselineServer.pid)}, `
    + `this process ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`);
  console.log(`reads ${readsPass ? 'pass' : 'FAIL'}; events ${eventsPass ? 'pass' : 'FAIL'} (every event applied exactly once, the money exact)`);
  if (!readsPass || !eventsPass) process.exitCode = 1;
} finally {
  await servers.stop();
}

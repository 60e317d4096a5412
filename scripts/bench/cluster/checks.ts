// bench:cluster's verdicts, read in SQL once the load is over: seats exact, money conserved, each
// provider event applied once, each installment invoiced once, each webhook delivered once.
import { sql } from 'drizzle-orm';
import type { DemoDatabase } from '../start-demo';
import type { LoadResult } from './load';
import type { Receiver } from './proxy';
import type { ClusterSeed, PayerSale } from './seed';
import { BILLING_DATE, BOOKINGS, EVENTS } from './settings';

export interface Check { name: string; ok: boolean; detail: string }

async function seatsExact({ tenant, rows }: DemoDatabase, seed: ClusterSeed): Promise<Check> {
  const [seats] = await rows<{ booked_count: number; attending_limit: number; booked_rows: number; people: number; rows: number }>(sql`
    SELECT e.booked_count, e.attending_limit,
      (SELECT count(*)::int FROM attendees a WHERE a.tenant_id = e.tenant_id AND a.class_event_id = e.id AND a.state = 'booked') AS booked_rows,
      (SELECT count(DISTINCT contact_id)::int FROM attendees a WHERE a.tenant_id = e.tenant_id AND a.class_event_id = e.id AND a.state <> 'canceled') AS people,
      (SELECT count(*)::int FROM attendees a WHERE a.tenant_id = e.tenant_id AND a.class_event_id = e.id AND a.state <> 'canceled') AS rows
    FROM class_events e WHERE e.tenant_id = ${tenant.id} AND e.id = ${seed.burst.classEventIds[0]!}`);
  const seatsFull = Math.min(seed.burst.seats, BOOKINGS);
  return { name: 'seats exact', ok: seats!.booked_rows === seatsFull && seats!.booked_count === seatsFull && seats!.people === seats!.rows,
    detail: `${seats!.booked_rows} booked rows, counter ${seats!.booked_count}/${seats!.attending_limit}, ${seats!.rows} attendees for ${seats!.people} people` };
}

async function moneyConserved({ tenant, db, rows }: DemoDatabase): Promise<Check> {
  const { ledgerProblems, salesMoney } = await import('../../../lib/domain/ledger/conservation');
  const money = await salesMoney(db, tenant.id);
  const problems = await ledgerProblems(db, tenant.id);
  const [clearing] = await rows<{ collected: string; cleared: string }>(sql`
    SELECT (SELECT coalesce(sum(amount), 0) FROM payable_objects WHERE tenant_id = ${tenant.id} AND state = 'validated') AS collected,
      (SELECT coalesce(sum(amount), 0) FROM ledger_postings WHERE tenant_id = ${tenant.id} AND account = 'provider_clearing') AS cleared`);
  const identity = money.payments + money.walletCredits === money.paidOnSales + money.available + money.walletToIncidents;
  return { name: 'money conserved', ok: identity && problems.length === 0 && Number(clearing!.collected) === Number(clearing!.cleared),
    detail: `payments ${money.payments} + wallet credits ${money.walletCredits} vs paid on sales ${money.paidOnSales} + available ${money.available} `
      + `+ to incidents ${money.walletToIncidents}; provider collected ${clearing!.collected}, cleared ${clearing!.cleared}; ledger problems ${problems.length}`
      + (problems.length ? ` (${problems.slice(0, 2).join('; ')})` : '') };
}

async function eventsAppliedOnce({ tenant, rows }: DemoDatabase, references: PayerSale[], applied: number): Promise<Check> {
  const saleIds = `{${references.map((r) => r.saleId).join(',')}}`;
  const [provider] = await rows<{ events: number; payments: number; sales: number }>(sql`
    SELECT (SELECT count(*)::int FROM provider_events WHERE provider = 'sandbox' AND event_id LIKE 'evt_bench_%') AS events,
      (SELECT count(*)::int FROM payments WHERE tenant_id = ${tenant.id} AND sale_id = ANY(${saleIds}::int[])) AS payments,
      (SELECT count(DISTINCT sale_id)::int FROM payments WHERE tenant_id = ${tenant.id} AND sale_id = ANY(${saleIds}::int[])) AS sales`);
  return { name: 'each provider event applied once', ok: provider!.events === EVENTS && applied === EVENTS && provider!.payments === EVENTS && provider!.sales === EVENTS,
    detail: `${provider!.events} events recorded, ${applied} answers applied: true of ${EVENTS * 2}, ${provider!.payments} payments on ${provider!.sales} sales` };
}

/** Each installment invoiced once; also the invoices made, for the billing part's count. */
async function installmentsInvoicedOnce({ tenant, rows }: DemoDatabase, seed: ClusterSeed, runCounts: number[]): Promise<{ check: Check; invoices: number }> {
  const clubIds = `{${seed.billingClubs.join(',')}}`;
  const [billed] = await rows<{ installments: number; twice: number; invoices: number; invoice_twice: number; without: number }>(sql`
    SELECT (SELECT count(*)::int FROM billed_installments WHERE tenant_id = ${tenant.id} AND club_id = ANY(${clubIds}::int[]) AND debit_date = ${BILLING_DATE}) AS installments,
      (SELECT count(*)::int FROM (SELECT 1 FROM billed_installments WHERE tenant_id = ${tenant.id} AND debit_date = ${BILLING_DATE}
         GROUP BY subscription_id HAVING count(*) > 1) d) AS twice,
      (SELECT count(*)::int FROM invoices WHERE tenant_id = ${tenant.id} AND club_id = ANY(${clubIds}::int[]) AND date = ${BILLING_DATE}) AS invoices,
      (SELECT count(*)::int FROM (SELECT 1 FROM invoices WHERE tenant_id = ${tenant.id} AND club_id = ANY(${clubIds}::int[]) AND date = ${BILLING_DATE}
         GROUP BY subscription_id HAVING count(*) > 1) d) AS invoice_twice,
      (SELECT count(*)::int FROM billed_installments WHERE tenant_id = ${tenant.id} AND club_id = ANY(${clubIds}::int[]) AND debit_date = ${BILLING_DATE} AND invoice_id IS NULL) AS without`);
  const reported = runCounts.reduce((a, b) => a + b, 0);
  return {
    check: { name: 'each installment invoiced once', ok: billed!.installments > 0 && billed!.twice === 0 && billed!.invoice_twice === 0 && billed!.without === 0
      && billed!.invoices === billed!.installments && reported === billed!.invoices,
      detail: `${billed!.installments} installments, ${billed!.invoices} invoices (the runs' answers say ${reported}), ${billed!.twice + billed!.invoice_twice} twice, ${billed!.without} without invoice` },
    invoices: billed!.invoices,
  };
}

/** Every event since the endpoint was set received exactly once, and nothing else (an event from before it is not owed). */
function webhooksDeliveredOnce(receiver: Receiver, wanted: string[]): Check {
  const expected = new Set(wanted);
  const extra = [...receiver.counts].filter(([, n]) => n > 1);
  const missing = wanted.filter((id) => !receiver.counts.has(id));
  const unexpected = [...receiver.counts.keys()].filter((id) => !expected.has(id));
  return { name: 'each webhook delivered once', ok: wanted.length > 0 && extra.length === 0 && missing.length === 0 && unexpected.length === 0,
    detail: `${wanted.length} events, ${receiver.counts.size} webhook ids received, ${extra.length} more than once, ${missing.length} missing, `
      + `${unexpected.length} not among the events${unexpected.length ? ` (${unexpected.slice(0, 3).join(', ')})` : ''}` };
}

/** Every check, in the order printed; the billing part's count becomes the invoices made. */
export async function runChecks(input: {
  demo: DemoDatabase; seed: ClusterSeed; references: PayerSale[]; load: LoadResult; receiver: Receiver; wanted: string[];
}): Promise<Check[]> {
  const { demo, seed, load } = input;
  const installments = await installmentsInvoicedOnce(demo, seed, load.runCounts);
  load.billing.count = installments.invoices;
  return [
    await seatsExact(demo, seed),
    await moneyConserved(demo),
    await eventsAppliedOnce(demo, input.references, load.applied),
    installments.check,
    webhooksDeliveredOnce(input.receiver, input.wanted),
  ];
}

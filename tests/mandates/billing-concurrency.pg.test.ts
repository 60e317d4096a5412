// Billing runs racing on PostgreSQL (PGlite serialises and proves nothing): several runs of one club's
// day at once, and a run that dies half-way then resumes. Each installment is invoiced once, the
// counts of the runs add up to the invoices, and collected + rejected = invoiced, to the cent.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxBank, type Bank } from '../../lib/bank/bank';
import { getDb } from '../../lib/db/client';
import { queryRows } from '../../lib/db/raw';
import { runBillingDay } from '../../lib/domain/billing/run-billing-day';
import { ledgerProblems } from '../../lib/domain/ledger/conservation';
import { setClock } from '../../lib/time/clock';
import { NOW, setup, type Fixture } from '../sales/helpers';
import { bankTotal, incidentsOf, installmentInvoices, seedMonthlySubscribers } from './billing-helpers';

let fx: Fixture;
const SUBSCRIPTIONS = 120;

/** SUBSCRIPTIONS monthly subscribers (billing-helpers.ts: every third rejected, every fifth without mandate). */
beforeAll(async () => {
  setClock(NOW);
  fx = await setup();
  await seedMonthlySubscribers(fx, SUBSCRIPTIONS, 'RUM-RACE-');
}, 300_000);
afterAll(() => setClock(null));

async function expectEachOnce(date: string) {
  const invoices = (await installmentInvoices(fx)).filter((i) => i.date === date);
  expect(invoices).toHaveLength(SUBSCRIPTIONS);
  expect(new Set(invoices.map((i) => i.subscription_id)).size).toBe(SUBSCRIPTIONS);
  const numbers = await queryRows<{ n: string; distinct_n: string }>(await getDb(),
    sql`SELECT count(*) AS n, count(DISTINCT number) AS distinct_n FROM invoices WHERE tenant_id = ${fx.tenant.id}`);
  expect(numbers[0]!.n).toBe(numbers[0]!.distinct_n);
  return invoices;
}

describe('billing runs under concurrency', () => {
  it('six runs of one club\'s day at once invoice each installment once, and the money adds up', async () => {
    const runs = await Promise.all(Array.from({ length: 6 }, () => runBillingDay({ tenantId: fx.tenant.id, clubId: fx.clubs.a, date: '2026-04-05', batchSize: 7 })));
    const invoices = await expectEachOnce('2026-04-05');
    const sum = runs.reduce((acc, r) => ({ invoices: acc.invoices + r.invoices, collected: acc.collected + r.collected, rejected: acc.rejected + r.rejected }),
      { invoices: 0, collected: 0, rejected: 0 });
    expect(sum.invoices).toBe(SUBSCRIPTIONS);
    expect(sum.collected + sum.rejected).toBe(sum.invoices);
    // Shared out: more than one run did some of the work.
    expect(runs.filter((r) => r.invoices > 0).length).toBeGreaterThan(1);
    const incidents = await incidentsOf(fx);
    expect(incidents).toHaveLength(sum.rejected);
    expect(await bankTotal(fx) + incidents.reduce((s, i) => s + i.amount, 0)).toBe(invoices.reduce((s, i) => s + i.total_ti, 0));
    expect(await ledgerProblems(await getDb(), fx.tenant.id)).toEqual([]);
    const again = await runBillingDay({ tenantId: fx.tenant.id, clubId: fx.clubs.a, date: '2026-04-05' });
    expect(again).toEqual({ invoices: 0, collected: 0, rejected: 0 });
  });

  it('a run whose bank link drops half-way leaves its batch submitted: the next run asks the bank about it, finishes the day, each installment once', async () => {
    let calls = 0;
    const dying: Bank = {
      ...sandboxBank,
      async collect(debits) {
        calls += 1;
        if (calls === 3) throw new Error('the bank link dropped');
        return sandboxBank.collect(debits);
      },
    };
    await expect(runBillingDay({ tenantId: fx.tenant.id, clubId: fx.clubs.a, date: '2026-05-05', batchSize: 10, bank: dying })).rejects.toThrow('bank link');
    expect((await installmentInvoices(fx)).filter((i) => i.date === '2026-05-05').length).toBeLessThan(SUBSCRIPTIONS);
    const resumed = await Promise.all([1, 2].map(() => runBillingDay({ tenantId: fx.tenant.id, clubId: fx.clubs.a, date: '2026-05-05', batchSize: 10 })));
    // The third batch was invoiced and recorded as submitted before the link dropped: not invoiced
    // again, but its answer is recorded by the runs that resumed.
    expect(resumed.reduce((s, r) => s + r.invoices, 0)).toBe(SUBSCRIPTIONS - 30);
    const [open] = await queryRows<{ n: number }>(await getDb(), sql`SELECT count(*)::int AS n FROM billed_installments
      WHERE tenant_id = ${fx.tenant.id} AND debit_date = '2026-05-05' AND state IN ('planned', 'submitted')`);
    expect(open!.n).toBe(0);
    await expectEachOnce('2026-05-05');
    expect(await ledgerProblems(await getDb(), fx.tenant.id)).toEqual([]);
  });
});

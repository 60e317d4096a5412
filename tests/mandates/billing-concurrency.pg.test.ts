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
import { addMember, NOW, setup, type Fixture } from '../sales/helpers';
import { bankTotal, billingCatalog, incidentsOf, installmentInvoices, sell } from './billing-helpers';

let fx: Fixture;
const SUBSCRIPTIONS = 120;
const monthly = { implementation: { startDate: '2026-03-10' }, repaymentSchedule: { debitDay: 5 } };

/**
 * One subscription sold through the API, then copied for SUBSCRIPTIONS contacts in SQL (the same
 * sale article, offer and debit day): every third contact's mandate is the IBAN the sandbox bank
 * rejects, every fifth has none.
 */
beforeAll(async () => {
  setClock(NOW);
  fx = await setup();
  const catalog = await billingCatalog(fx);
  const first = await addMember(fx, { state: 'client' });
  const subscription = await sell(fx, first.id, catalog.monthly, monthly);
  const db = await getDb();
  const contacts: number[] = [];
  for (let i = 0; i < SUBSCRIPTIONS; i += 1) contacts.push((await addMember(fx, { state: 'client' })).id);
  await db.execute(sql`DELETE FROM subscriptions WHERE tenant_id = ${fx.tenant.id} AND id = ${subscription}`);
  await db.execute(sql`
    WITH template AS (
      SELECT s.*, a.sale_id, a.offer_id, a.product_id, a.name AS article_name, a.price_ti, a.implementation, a.repayment_schedule
      FROM subscriptions s JOIN sale_articles a ON a.tenant_id = s.tenant_id AND a.subscription_id = s.id
      WHERE s.tenant_id = ${fx.tenant.id} LIMIT 1
    ), made AS (
      INSERT INTO subscriptions (tenant_id, contact_id, club_id, offer_id, name, payment_type, start_date, engaged_through, rhythm_billing)
      SELECT ${fx.tenant.id}, c, ${fx.clubs.a}, ${catalog.monthly.id}, 'Monthly promo', 'direct_debit', '2026-03-10', '2027-03-09', 'monthly'
      FROM unnest(${`{${contacts.join(',')}}`}::int[]) AS c
      RETURNING id
    ), sale AS (
      SELECT sale_id, offer_id, product_id FROM sale_articles WHERE tenant_id = ${fx.tenant.id} ORDER BY id LIMIT 1
    )
    INSERT INTO sale_articles (tenant_id, sale_id, offer_id, product_id, name, price_ti, implementation, repayment_schedule, subscription_id)
    SELECT ${fx.tenant.id}, sale.sale_id, sale.offer_id, sale.product_id, 'Monthly promo', 4900, '{"startDate":"2026-03-10"}'::jsonb,
      '{"debitDay":5,"specificDay":true,"startDate":null,"debitWeekDay":null}'::jsonb, made.id
    FROM made, sale`);
  await db.execute(sql`
    INSERT INTO mandates (tenant_id, contact_id, club_id, reference, state, contact_family_name, contact_given_name, contact_number,
      address_country, address_country_iso, address_locality, postal_code, street_address, holder, iban, bic, bank, valid_from, signed_at)
    SELECT ${fx.tenant.id}, c, ${fx.clubs.a}, 'RUM-RACE-' || c, 'active', 'Buyer', 'M', 'C', 'France', 'FR', 'Paris', '75011', '1 rue', 'M Buyer',
      CASE WHEN n % 3 = 0 THEN 'GB82WEST12345698765432' ELSE 'FR7630006000011234567890189' END, 'BNPAFRPP', 'BNP', '2026-03-10', now()
    FROM unnest(${`{${contacts.join(',')}}`}::int[]) WITH ORDINALITY AS t(c, n) WHERE n % 5 <> 0`);
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

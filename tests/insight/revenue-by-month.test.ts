// The dashboard's revenue per month by kind (lib/domain/insight/revenue-by-month.ts) on a hand-made
// ledger: invoices and transactions written with the dates they are read by (the one writer stamps
// "now"), each transaction balanced as the ledger's triggers require at commit.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../lib/db/client';
import { queryRows } from '../../lib/db/raw';
import { readRevenueByMonth } from '../../lib/domain/insight/revenue-by-month';
import { addMember, setup, type Fixture } from '../sales/helpers';

let fx: Fixture;
type Posting = { account: string; amount: number; contactId?: number; checkoutId?: number; invoiceId?: number };

async function post(kind: string, ref: string, at: string, postings: Posting[]) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [t] = await queryRows<{ id: number }>(tx, sql`
      INSERT INTO ledger_transactions (tenant_id, kind, ref, created_at) VALUES (${fx.tenant.id}, ${kind}, ${ref}, ${at}::timestamptz) RETURNING id`);
    for (const p of postings) {
      await tx.execute(sql`INSERT INTO ledger_postings (tenant_id, transaction_id, account, amount, contact_id, checkout_id, invoice_id, created_at)
        VALUES (${fx.tenant.id}, ${t!.id}, ${p.account}, ${p.amount}, ${p.contactId ?? null}, ${p.checkoutId ?? null}, ${p.invoiceId ?? null}, ${at}::timestamptz)`);
    }
  });
}

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  return (await queryRows<T>(await getDb(), query))[0]!;
}

/** An invoice and its ledger entry (receivable against revenue) written at `at`. */
async function invoice(kind: string, clubId: number, contactId: number, at: string, amount: number, links: { saleId?: number; subscriptionId?: number } = {}, date = at.slice(0, 10)) {
  const { id } = await one<{ id: number }>(sql`
    INSERT INTO invoices (tenant_id, contact_id, club_id, sale_id, subscription_id, number, date, total_ti)
    VALUES (${fx.tenant.id}, ${contactId}, ${clubId}, ${links.saleId ?? null}, ${links.subscriptionId ?? null}, ${`R-${Math.random()}`}, ${date}, ${amount}) RETURNING id`);
  await post(kind, `invoices/${id}`, at, [{ account: 'receivable', contactId, invoiceId: id, amount }, { account: 'revenue', amount: -amount }]);
}

beforeAll(async () => {
  fx = await setup();
  const [ann, cy] = await Promise.all([addMember(fx), addMember(fx, { clubId: fx.clubs.c })]);
  const checkout = async (clubId: number) => (await one<{ id: number }>(sql`
    INSERT INTO checkouts (tenant_id, club_id, name, type) VALUES (${fx.tenant.id}, ${clubId}, 'Desk', 'desk') RETURNING id`)).id;
  const [deskA, deskC] = [await checkout(fx.clubs.a), await checkout(fx.clubs.c)];
  const sale = async (clubId: number, contactId: number, checkoutId: number) => (await one<{ id: number }>(sql`
    INSERT INTO sales (tenant_id, contact_id, club_id, checkout_id, state) VALUES (${fx.tenant.id}, ${contactId}, ${clubId}, ${checkoutId}, 'validated') RETURNING id`)).id;

  await invoice('sale_invoice', fx.clubs.a, ann.id, '2026-01-15T10:00:00Z', 3000, { saleId: await sale(fx.clubs.a, ann.id, deskA), subscriptionId: 99 }); // a membership sold
  // Written at 00:30 on 1 February in Paris: dated that day, as a sale's invoice is (the club's today).
  await invoice('sale_invoice', fx.clubs.a, ann.id, '2026-01-31T23:30:00Z', 1500, { saleId: await sale(fx.clubs.a, ann.id, deskA) }, '2026-02-01');
  await invoice('sale_invoice', fx.clubs.a, ann.id, '2026-02-10T06:00:00Z', 2990, { subscriptionId: 99 }); // an installment (billing's, no sale)
  await invoice('fee_invoice', fx.clubs.a, ann.id, '2026-02-12T09:00:00Z', 2500); // a closure fee
  await invoice('sale_invoice', fx.clubs.c, cy.id, '2026-02-05T15:00:00Z', 1000, { saleId: await sale(fx.clubs.c, cy.id, deskC) }); // club c's shop
  await invoice('sale_invoice', fx.clubs.a, ann.id, '2026-03-01T10:00:00Z', 700, { saleId: await sale(fx.clubs.a, ann.id, deskA) }); // after the period
  // An incident of 12.00 on a 10.00 invoice settled at club a's desk at 00:10 on 1 February in Paris: 2.00 of rejection fees.
  const { id: paymentId } = await one<{ id: number }>(sql`
    INSERT INTO payments (tenant_id, contact_id, checkout_id, mean, amount) VALUES (${fx.tenant.id}, ${ann.id}, ${deskA}, 'cash', 1200) RETURNING id`);
  await post('incident_payment', `payments/${paymentId}`, '2026-01-31T23:10:00Z', [
    { account: 'checkout_cash', checkoutId: deskA, amount: 1200 }, { account: 'receivable', contactId: ann.id, amount: -1000 }, { account: 'revenue', amount: -200 },
  ]);
});

describe('readRevenueByMonth', () => {
  const ctx = () => ({ tenant: fx.tenant, actor: { kind: 'staff' as const, userId: 1, role: 'manager' as const } });

  it('sums a club\'s revenue credits by month of its clock and by kind', async () => {
    expect(await readRevenueByMonth({ ...ctx(), clubId: fx.clubs.a, fromMonth: '2025-12-01', toMonth: '2026-02-01' })).toEqual([
      { month: '2025-12', subscriptions: 0, shop: 0, fees: 0 },
      { month: '2026-01', subscriptions: 3000, shop: 0, fees: 0 },
      { month: '2026-02', subscriptions: 2990, shop: 1500, fees: 2700 },
    ]);
  });

  it('adds the network\'s clubs, each on its own clock', async () => {
    const [february] = await readRevenueByMonth({ ...ctx(), fromMonth: '2026-02-01', toMonth: '2026-02-01' });
    expect(february).toEqual({ month: '2026-02', subscriptions: 2990, shop: 2500, fees: 2700 });
  });

  it('matches what the ledger credited to revenue over the months read', async () => {
    const months = await readRevenueByMonth({ ...ctx(), fromMonth: '2026-01-01', toMonth: '2026-03-01' });
    const total = months.reduce((sum, m) => sum + m.subscriptions + m.shop + m.fees, 0);
    const ledger = await one<{ credited: string }>(sql`
      SELECT -sum(amount) AS credited FROM ledger_postings WHERE tenant_id = ${fx.tenant.id} AND account = 'revenue'`);
    expect(total).toBe(Number(ledger.credited));
  });
});

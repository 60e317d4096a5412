// Races on PostgreSQL (several connections; PGlite serialises and proves nothing): the same payment
// sent 50 times at once with one Idempotency-Key, different payments racing on a sale's last cents,
// and many validations at once in one tenant (one contact's sales, and many contacts'). A sale is
// validated once, no money is lost, invoice numbers have no gap nor twin, and nothing answers 500.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../lib/db/client';
import { invoices, payments, subscriptions } from '../../lib/db/schema';
import { contactAvailableAmount } from '../../lib/domain/ledger/balances';
import { setClock } from '../../lib/time/clock';
import {
  addArticle, addCatalog, addMember, expectMoneyConserved, NOW, openSale, pay, readSale, setup, type Catalog, type Fixture,
} from './helpers';

let fx: Fixture;
let catalog: Catalog;
beforeAll(async () => {
  setClock(NOW);
  fx = await setup();
  catalog = await addCatalog(fx);
});
afterAll(() => setClock(null));

const monthlyArticle = { implementation: { startDate: '2026-04-01' }, repaymentSchedule: { debitDay: 5 } };

async function subscriptionSale(contactId: number) {
  const sale = await openSale(fx, contactId);
  await addArticle(fx, sale.id, catalog.monthly.offer, monthlyArticle);
  await addArticle(fx, sale.id, catalog.trial.offer);
  await addArticle(fx, sale.id, catalog.badge.offer);
  return sale;
}

describe('payments under concurrency', () => {
  it('50 identical payments with one Idempotency-Key at once: one payment, the others replays or 409, validated once', async () => {
    const member = await addMember(fx);
    const sale = await subscriptionSale(member.id);
    const answers = await Promise.all(Array.from({ length: 50 }, async () => {
      const res = await pay(fx, sale.id, 8390, {}, { key: `race-${sale.id}` });
      return { status: res.status, replayed: res.headers.get('idempotent-replayed'), body: await res.text() };
    }));
    for (const a of answers) expect([201, 409], a.body).toContain(a.status);
    const created = answers.filter((a) => a.status === 201);
    expect(created.filter((a) => a.replayed !== 'true')).toHaveLength(1);
    expect(new Set(created.map((a) => (JSON.parse(a.body) as { id: number }).id)).size).toBe(1);
    const db = await getDb();
    expect(await db.select().from(payments).where(eq(payments.saleId, sale.id))).toHaveLength(1);
    expect(await db.select().from(invoices).where(eq(invoices.saleId, sale.id))).toHaveLength(1);
    expect(await db.select().from(subscriptions).where(eq(subscriptions.contactId, member.id))).toHaveLength(1);
    expect(await readSale(fx, sale.id)).toMatchObject({ state: 'validated', paidAmount: 8390 });
    await expectMoneyConserved(fx);
  });

  it('10 different payments racing on the last cents: validated once, the rest on the available amount', async () => {
    const member = await addMember(fx);
    const sale = await subscriptionSale(member.id);
    expect((await pay(fx, sale.id, 7500)).status).toBe(201);
    const statuses = await Promise.all(Array.from({ length: 10 }, async (_, i) => (await pay(fx, sale.id, 890, {}, { key: `last-${sale.id}-${i}` })).status));
    expect(statuses).toEqual(Array(10).fill(201));
    const db = await getDb();
    expect(await db.select().from(invoices).where(eq(invoices.saleId, sale.id))).toHaveLength(1);
    expect(await db.select().from(subscriptions).where(eq(subscriptions.contactId, member.id))).toHaveLength(1);
    expect(await readSale(fx, sale.id)).toMatchObject({ state: 'validated', paidAmount: 8390 });
    expect(await contactAvailableAmount(db, fx.tenant.id, member.id)).toBe(7500 + 10 * 890 - 8390);
    await expectMoneyConserved(fx);
  });

  it('30 sales of 10 contacts (3 each) validated at once: no deadlock, no 500, invoice numbers without gap or twin', async () => {
    const members = await Promise.all(Array.from({ length: 10 }, () => addMember(fx)));
    const sales = (await Promise.all(members.map(async (m) => [await subscriptionSale(m.id), await subscriptionSale(m.id), await subscriptionSale(m.id)])))
      .flat();
    const results = await Promise.all(sales.map(async (sale) => {
      const res = await pay(fx, sale.id, 8390, { mean: 'card', paymentCards: [{ amount: 8390, network: 'Visa' }] });
      return { status: res.status, body: await res.text() };
    }));
    for (const r of results) expect(r.status, r.body).toBe(201);
    const db = await getDb();
    const numbers = (await db.select({ number: invoices.number }).from(invoices).where(eq(invoices.tenantId, fx.tenant.id)))
      .map((i) => Number(i.number.split('-')[1])).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
    for (const m of members) {
      expect(await db.select().from(subscriptions).where(and(eq(subscriptions.tenantId, fx.tenant.id), eq(subscriptions.contactId, m.id))))
        .toHaveLength(3);
    }
    await expectMoneyConserved(fx);
  });
});

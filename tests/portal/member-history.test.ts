// Issue 29 item 3: the member's account history: a validated purchase with its booklet's sessions
// left, its invoice with what was paid, the payments (at the desk, and a direct debit collected, read
// from the ledger), and nothing of another member's.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../lib/db/client';
import { sessionCounters } from '../../lib/db/schema';
import { postCollectedDebits } from '../../lib/domain/billing/issue-installment-invoices';
import { issueChargeInvoice } from '../../lib/domain/finance/issue-charge-invoice';
import { getMemberHistory } from '../../lib/domain/portal/get-member-history';
import { setClock } from '../../lib/time/clock';
import { iriOf } from '../factories';
import { addArticle, addCatalog, addMember, NOW, ok, openSale, pay, send, setup, TODAY, type Fixture } from '../sales/helpers';

let fx: Fixture;
let buyer: Awaited<ReturnType<typeof addMember>>;
let other: Awaited<ReturnType<typeof addMember>>;
beforeAll(async () => {
  setClock(NOW);
  fx = await setup();
  const catalog = await addCatalog(fx);
  [buyer, other] = await Promise.all([addMember(fx), addMember(fx)]);
  const checkouts = await ok<{ '@id': string; type: string }[]>(await send(fx, 'GET', `/checkouts?club=${encodeURIComponent(iriOf(fx, 'clubs', fx.clubs.a))}`));
  const desk = checkouts.find((c) => c.type === 'desk')!;
  const sale = await openSale(fx, buyer.id, { checkout: desk['@id'] });
  await addArticle(fx, sale.id, catalog.booklet.offer);
  await addArticle(fx, sale.id, catalog.bottle.offer);
  await ok(await pay(fx, sale.id, 13500), 201);
  // Two sessions of the booklet used.
  const db = await getDb();
  await db.update(sessionCounters).set({ used: 2 }).where(and(eq(sessionCounters.tenantId, fx.tenant.id), eq(sessionCounters.contactId, buyer.id)));
  // An installment invoice collected by direct debit.
  await db.transaction(async (tx) => {
    const invoice = await issueChargeInvoice(tx, {
      tenantId: fx.tenant.id, contactId: buyer.id, clubId: fx.clubs.a, date: TODAY, amount: 2990, lateDueDate: null, kind: 'installment_invoice',
    });
    await postCollectedDebits(tx, fx.tenant.id, [{ invoiceId: invoice.id, contactId: buyer.id, amountTI: 2990 }]);
  });
});
afterAll(() => setClock(null));

describe('the account history', () => {
  it('shows the purchase with the booklet\'s sessions left, both invoices paid, the desk payment and the direct debit', async () => {
    const history = await getMemberHistory({ tenant: fx.tenant, actor: { kind: 'member', contactId: buyer.id } });
    expect(history.purchases).toEqual([{
      saleId: expect.any(Number), date: TODAY, clubName: expect.any(String),
      articles: [{ name: '10 sessions', priceTI: 12000 }, { name: 'Water bottle', priceTI: 1500 }], totalTI: 13500,
      sessions: [{ name: '10 sessions', sessions: 10, left: 8, validThrough: '2026-09-09', expired: false }],
    }]);
    expect(history.invoices.map((i) => [i.totalTI, i.paidAmount, i.state])).toEqual([[2990, 2990, 'paid'], [13500, 13500, 'paid']]);
    expect(history.invoices[0]!.number).toMatch(/^F2026-/);
    // Their day is the one the database recorded them on (its own clock, not the pinned one).
    expect(history.payments.map((p) => [p.mean, p.amount]).sort()).toEqual([['cash', 13500], ['direct_debit', 2990]]);
    for (const p of history.payments) expect(p.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(history.mandates).toEqual([]);
  });

  it('shows another member nothing of it', async () => {
    expect(await getMemberHistory({ tenant: fx.tenant, actor: { kind: 'member', contactId: other.id } }))
      .toEqual({ purchases: [], invoices: [], payments: [], mandates: [] });
  });

  it('says a booklet past its date expired', async () => {
    setClock(new Date('2026-10-01T10:00:00Z'));
    try {
      const [purchase] = (await getMemberHistory({ tenant: fx.tenant, actor: { kind: 'member', contactId: buyer.id } })).purchases;
      expect(purchase!.sessions[0]).toMatchObject({ left: 8, expired: true });
    } finally {
      setClock(NOW);
    }
  });
});

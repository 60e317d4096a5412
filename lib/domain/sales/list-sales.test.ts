// The desk's list of sales: filters, paging, totals from the ledger, and who may filter on what.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCatalog, addMember, NOW, setup, TODAY, type Catalog, type Fixture } from '../../../tests/sales/helpers';
import { setClock } from '../../time/clock';
import type { Actor } from '../context';
import { addSaleArticle } from './add-sale-article';
import { createSale } from './create-sale';
import { listSales } from './list-sales';
import { paySale } from './pay-sale';
import { transitionSale } from './transition-sale';

let fx: Fixture;
let catalog: Catalog;
const staff = { kind: 'staff', userId: 1, role: 'staff' } as Actor;
const page = { page: 1, itemsPerPage: 30 };

beforeAll(async () => {
  setClock(NOW);
  fx = await setup();
  catalog = await addCatalog(fx);
});
afterAll(() => setClock(null));

describe('listSales', () => {
  it('lists newest first with totals, paid amounts and invoice numbers, filtered by state, club and contact', async () => {
    const desk = { tenant: fx.tenant, actor: staff };
    const ann = await addMember(fx);
    const bob = await addMember(fx);
    const cart = await createSale({ ...desk, input: { contactId: ann.id, clubId: fx.clubs.a, clubCode: 'A' } });
    await addSaleArticle({ ...desk, saleId: cart.id, offerId: catalog.bottle.offer.id });
    await paySale({ ...desk, saleId: cart.id, amount: 500, mean: 'cash' });
    const paid = await createSale({ ...desk, input: { contactId: bob.id, clubId: fx.clubs.a, clubCode: 'A' } });
    await addSaleArticle({ ...desk, saleId: paid.id, offerId: catalog.bottle.offer.id });
    await paySale({ ...desk, saleId: paid.id, amount: 1500, mean: 'cash' });
    const dropped = await createSale({ ...desk, input: { contactId: bob.id, clubId: fx.clubs.a, clubCode: 'A' } });
    await transitionSale({ ...desk, saleId: dropped.id, transition: 'cancel' });

    const all = await listSales({ ...desk, page });
    expect(all.items.map((s) => s.id)).toEqual([dropped.id, paid.id, cart.id]);
    expect(all.totalItems).toBe(3);
    expect(all.items[2]).toMatchObject({ state: 'cart', totalTI: 1500, paidAmount: 500, remainingAmount: 1000, articleCount: 1, invoiceNumber: null });
    expect(all.items[1]).toMatchObject({ state: 'validated', totalTI: 1500, paidAmount: 1500, remainingAmount: 0 });
    expect(all.items[1]!.invoiceNumber).toMatch(/^F2026-/);
    expect(all.items[0]).toMatchObject({ state: 'canceled', totalTI: 0, articleCount: 0 });

    expect((await listSales({ ...desk, state: 'cart', page })).items.map((s) => s.id)).toEqual([cart.id]);
    expect((await listSales({ ...desk, contactId: bob.id, page })).items.map((s) => s.id)).toEqual([dropped.id, paid.id]);
    expect((await listSales({ ...desk, clubId: fx.clubs.b, page })).totalItems).toBe(0);

    const second = await listSales({ ...desk, page: { page: 2, itemsPerPage: 2 } });
    expect(second).toMatchObject({ totalItems: 3 });
    expect(second.items.map((s) => s.id)).toEqual([cart.id]);
  });

  it('a member reads its own sales only and may not filter on another contact', async () => {
    const ann = await addMember(fx);
    const bob = await addMember(fx);
    const desk = { tenant: fx.tenant, actor: staff };
    const mine = await createSale({ ...desk, input: { contactId: ann.id, clubId: fx.clubs.a, clubCode: 'A' } });
    await createSale({ ...desk, input: { contactId: bob.id, clubId: fx.clubs.a, clubCode: 'A' } });
    const me = { tenant: fx.tenant, actor: { kind: 'member', contactId: ann.id } as Actor };
    expect((await listSales({ ...me, page })).items.map((s) => s.id)).toEqual([mine.id]);
    await expect(listSales({ ...me, contactId: bob.id, page })).rejects.toMatchObject({ code: 'api.error.auth.contact-scope' });
    expect(TODAY).toBe('2026-03-10');
  });
});

// The domain operations as the member and desk pages will call them: one object in (tenant, actor,
// input), a DomainError out. A member fills and checks its own cart, cancels it, but records no
// payment and defers none; staff at the desk take the payment.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../lib/domain/context';
import { addSaleArticle } from '../../lib/domain/sales/add-sale-article';
import { checkSale } from '../../lib/domain/sales/check-sale';
import { createSale } from '../../lib/domain/sales/create-sale';
import { getSaleOrThrow } from '../../lib/domain/sales/get-sale';
import { paySale } from '../../lib/domain/sales/pay-sale';
import { postponeSaleDue } from '../../lib/domain/sales/postpone-sale-due';
import { removeSaleArticle } from '../../lib/domain/sales/remove-sale-article';
import { transitionSale } from '../../lib/domain/sales/transition-sale';
import { setClock } from '../../lib/time/clock';
import { addCatalog, addMember, expectMoneyConserved, NOW, setup, TODAY, type Catalog, type Fixture } from './helpers';

let fx: Fixture;
let catalog: Catalog;
beforeAll(async () => {
  setClock(NOW);
  fx = await setup();
  catalog = await addCatalog(fx);
});
afterAll(() => setClock(null));

describe('sales from the pages', () => {
  it('a member fills, checks and cancels its own cart; staff take the payment', async () => {
    const member = await addMember(fx);
    const other = await addMember(fx);
    const me = { tenant: fx.tenant, actor: { kind: 'member', contactId: member.id } as Actor };
    const desk = { tenant: fx.tenant, actor: { kind: 'staff', userId: 1, role: 'staff' } as Actor };

    await expect(createSale({ ...me, input: { contactId: other.id, clubId: fx.clubs.a, clubCode: 'A' } }))
      .rejects.toMatchObject({ code: 'api.error.auth.contact-scope' });
    const sale = await createSale({ ...me, input: { contactId: member.id, clubId: fx.clubs.a, clubCode: 'A' } });
    expect(sale).toMatchObject({ state: 'cart', contactNumber: member.number, totalTI: 0 });
    const article = await addSaleArticle({ ...me, saleId: sale.id, offerId: catalog.monthly.offer.id, implementation: { startDate: TODAY } });
    await addSaleArticle({ ...me, saleId: sale.id, offerId: catalog.bottle.offer.id });
    await checkSale({ ...me, saleId: sale.id });
    await expect(getSaleOrThrow({ tenant: fx.tenant, actor: { kind: 'member', contactId: other.id }, saleId: sale.id }))
      .rejects.toMatchObject({ code: 'api.error.auth.contact-scope' });
    await expect(paySale({ ...me, saleId: sale.id, amount: 100, mean: 'cash' })).rejects.toMatchObject({ code: 'api.error.scope.unauthorized-endpoint' });
    await expect(postponeSaleDue({ ...me, saleId: sale.id, date: TODAY })).rejects.toMatchObject({ code: 'api.error.scope.unauthorized-endpoint' });
    expect(await removeSaleArticle({ ...me, articleId: article.id })).toEqual([article.id]);

    const payment = await paySale({ ...desk, saleId: sale.id, amount: 1500, mean: 'cheque', cheques: [{ amount: 1500, bank: 'LCL' }] });
    expect(payment).toMatchObject({ amount: 1500, mean: 'cheque', contactId: member.id });
    expect(await getSaleOrThrow({ ...me, saleId: sale.id })).toMatchObject({ state: 'validated', paidAmount: 1500, remainingAmount: 0 });

    const second = await createSale({ ...me, input: { contactId: member.id, clubId: fx.clubs.a, clubCode: 'A' } });
    expect(await transitionSale({ ...me, saleId: second.id, transition: 'cancel' })).toMatchObject({ state: 'canceled' });
    await expectMoneyConserved(fx);
  });
});

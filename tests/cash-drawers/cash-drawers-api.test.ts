// The cash drawers through the admin API: open with a float, cash taken at that desk, close short by
// 1 €: the difference is answered and listed; retries answer the first result; the club's limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '../../lib/time/clock';
import { iriOf } from '../factories';
import { expectProblem } from '../problem';
import { addArticle, addCatalog, addMember, NOW, ok, openSale, pay, send, setup, type Catalog, type Fixture, type Json } from '../sales/helpers';

let fx: Fixture;
let catalog: Catalog;
beforeAll(async () => {
  setClock(NOW);
  fx = await setup();
  catalog = await addCatalog(fx);
});
afterAll(() => setClock(null));

const admin = (method: string, path: string, body?: unknown) => send(fx, method, path, body, { token: fx.admin });

describe('/cash_drawers', () => {
  it('open, take cash, close short by 1 €; the closing lists with its difference; totalCashAmount follows', async () => {
    const club = iriOf(fx, 'clubs', fx.clubs.a);
    const checkouts = await ok<{ '@id': string; id: number; type: string; totalCashAmount: number }[]>(await admin('GET', `/checkouts?club=${encodeURIComponent(club)}`));
    const desk = checkouts.find((c) => c.type === 'desk')!;
    const opened = await ok<Json>(await admin('POST', '/cash_drawers', { checkout: desk['@id'], floatAmount: 20_000 }), 201);
    expect(opened).toMatchObject({ '@type': 'CashDrawer', checkout: desk['@id'], club, floatAmount: 20_000, closedAt: null });
    expect(await ok<Json>(await admin('POST', '/cash_drawers', { checkout: desk['@id'], floatAmount: 20_000 }), 201)).toMatchObject({ id: opened.id });
    await expectProblem(await admin('POST', '/cash_drawers', { checkout: desk['@id'], floatAmount: 1 }), 400, 'api.error.cash-drawer.already-open');
    await expectProblem(await admin('GET', `/cash_drawers/${String(opened.id)}/z_report`), 400, 'api.error.cash-drawer.still-open');

    const sale = await openSale(fx, (await addMember(fx)).id);
    await addArticle(fx, sale.id, catalog.bottle.offer);
    await ok(await pay(fx, sale.id, 1500, { checkout: desk['@id'] }), 201);
    const after = await ok<{ id: number; totalCashAmount: number }[]>(await admin('GET', `/checkouts?club=${encodeURIComponent(club)}`));
    expect(after.find((c) => c.id === desk.id)!.totalCashAmount).toBe(21_500);

    const closed = await ok<Json>(await admin('POST', `/cash_drawers/${String(opened.id)}/close`, { countedAmount: 21_400 }));
    expect(closed).toMatchObject({ expectedAmount: 21_500, countedAmount: 21_400, differenceAmount: -100 });
    expect(await ok<Json>(await admin('POST', `/cash_drawers/${String(opened.id)}/close`, { countedAmount: 21_400 }))).toEqual(closed);
    await expectProblem(await admin('POST', `/cash_drawers/${String(opened.id)}/close`, { countedAmount: 0 }), 400, 'api.error.cash-drawer.not-open');
    await expectProblem(await admin('POST', '/cash_drawers/999999999/close', { countedAmount: 0 }), 404, 'api.error.not-found');

    const report = await send(fx, 'GET', `/cash_drawers/${String(opened.id)}/z_report`, undefined, { token: fx.admin, headers: { 'accept-language': 'fr' } });
    expect(report.status).toBe(200);
    expect(report.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await report.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    const listed = await ok<Json[]>(await admin('GET', `/cash_drawers?club=${encodeURIComponent(club)}&state=closed`));
    expect(listed.map((d) => d.id)).toEqual([opened.id]);
    expect(await ok<Json[]>(await admin('GET', `/cash_drawers?checkout=${encodeURIComponent(desk['@id'])}&state=open`))).toEqual([]);
  });

  it('the club\'s cash limit: read, set, removed', async () => {
    const path = `/clubs/${fx.clubs.a}/cash_drawer_limit`;
    expect(await ok<Json>(await admin('GET', path))).toMatchObject({ cashDrawerLimit: null });
    expect(await ok<Json>(await admin('PUT', path, { cashDrawerLimit: 50_000 }))).toMatchObject({ cashDrawerLimit: 50_000 });
    expect(await ok<Json>(await admin('GET', path))).toMatchObject({ cashDrawerLimit: 50_000 });
    expect((await admin('PUT', path, { cashDrawerLimit: 0 })).status).toBe(400);
    expect(await ok<Json>(await admin('PUT', path, { cashDrawerLimit: null }))).toMatchObject({ cashDrawerLimit: null });
  });
});

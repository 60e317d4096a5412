// The cash drawer of a desk checkout (issue 34): opened with a counted float, closed with a count whose
// difference is kept on the drawer, retries answer the first result, `totalCashAmount` of GET
// /checkouts is the float plus the cash taken since opening, and a drawer above the club's limit
// e-mails the owner and managers once.
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../lib/db/client';
import { inTransaction } from '../../lib/db/transaction';
import { messageOutbox } from '../../lib/db/schema';
import { closeCashDrawer } from '../../lib/domain/cash-drawers/close-cash-drawer';
import { cashDrawerLimitOf, setCashDrawerLimit } from '../../lib/domain/cash-drawers/cash-drawer-limit';
import { currentCashDrawers } from '../../lib/domain/cash-drawers/current-cash-drawers';
import { listCashDrawerClosings } from '../../lib/domain/cash-drawers/list-cash-drawer-closings';
import { openCashDrawer } from '../../lib/domain/cash-drawers/open-cash-drawer';
import { DomainError } from '../../lib/domain/errors';
import { setClock } from '../../lib/time/clock';
import { iriOf } from '../factories';
import { addArticle, addCatalog, addMember, NOW, ok, openSale, pay, send, setup, type Catalog, type Fixture } from '../sales/helpers';

let fx: Fixture;
let catalog: Catalog;
let desks: { id: number; iri: string }[];
beforeAll(async () => {
  setClock(NOW);
  fx = await setup();
  catalog = await addCatalog(fx);
  const checkouts = await ok<{ '@id': string; id: number; type: string }[]>(await send(fx, 'GET',
    `/checkouts?club=${encodeURIComponent(iriOf(fx, 'clubs', fx.clubs.a))}`));
  desks = checkouts.filter((c) => c.type === 'desk').map((c) => ({ id: c.id, iri: c['@id'] }));
});
afterAll(() => setClock(null));

const staff = { kind: 'staff' as const, userId: 1, role: 'manager' as const };
const open = (checkoutId: number, floatAmount: number) => inTransaction((tx) => openCashDrawer(tx, { tenantId: fx.tenant.id, checkoutId, floatAmount, staffUserId: null }));
const close = (drawerId: number, countedAmount: number) => inTransaction((tx) => closeCashDrawer(tx, { tenantId: fx.tenant.id, drawerId, countedAmount, staffUserId: null }));
async function takeCash(checkout: { iri: string }, amount: number) {
  const member = await addMember(fx);
  const sale = await openSale(fx, member.id);
  await addArticle(fx, sale.id, catalog.bottle.offer);
  await ok(await pay(fx, sale.id, amount, { checkout: checkout.iri }), 201);
}
const totalCash = async (checkoutId: number) => {
  const checkouts = await ok<{ id: number; totalCashAmount: number }[]>(await send(fx, 'GET', `/checkouts?club=${encodeURIComponent(iriOf(fx, 'clubs', fx.clubs.a))}`));
  return checkouts.find((c) => c.id === checkoutId)!.totalCashAmount;
};
const refusal = async (work: Promise<unknown>) => {
  try { await work; } catch (error) { if (error instanceof DomainError) return error.code; throw error; }
  throw new Error('not refused');
};
const alerts = async () => (await getDb()).select().from(messageOutbox)
  .where(and(eq(messageOutbox.tenantId, fx.tenant.id), like(messageOutbox.dedupeKey, 'cash-drawer-limit:%')));

describe('opening and closing a drawer', () => {
  it('a float, cash taken, a count short by 1 €: expected and difference are kept on the closing; totalCashAmount follows the drawer', async () => {
    const desk = desks[0]!;
    expect(desks.length).toBeGreaterThan(0);
    await takeCash(desk, 700); // before any drawer: not this drawer's
    const drawer = await open(desk.id, 10_000);
    expect(drawer).toMatchObject({ floatAmount: 10_000, closedAt: null });
    expect(await totalCash(desk.id)).toBe(10_000);
    await takeCash(desk, 1500);
    expect(await totalCash(desk.id)).toBe(11_500);
    const now = await currentCashDrawers(await getDb(), fx.tenant.id, [desk.id]);
    expect(now.get(desk.id)).toMatchObject({ cash: 11_500, drawer: { id: drawer.id } });

    const closed = await close(drawer.id, 11_400);
    expect(closed).toMatchObject({ expectedAmount: 11_500, countedAmount: 11_400, differenceAmount: -100 });
    expect(closed.closedAt).toBeInstanceOf(Date);
    // Closed: nothing in the drawer until cash is taken again.
    expect(await totalCash(desk.id)).toBe(0);
    const closings = await listCashDrawerClosings(await getDb(), fx.tenant.id, fx.clubs.a);
    expect(closings[0]).toMatchObject({ id: drawer.id, differenceAmount: -100 });

    // The next drawer starts where this one ended: only its own float and cash.
    const next = await open(desk.id, 5000);
    await takeCash(desk, 200);
    expect(await close(next.id, 5200)).toMatchObject({ expectedAmount: 5200, differenceAmount: 0 });
  });

  it('retries answer the first result; another float or count is refused; a web checkout has no drawer', async () => {
    const desk = desks[0]!;
    const first = await open(desk.id, 3000);
    expect((await open(desk.id, 3000)).id).toBe(first.id);
    expect(await refusal(open(desk.id, 2500))).toBe('api.error.cash-drawer.already-open');
    const closed = await close(first.id, 3000);
    expect(await close(first.id, 3000)).toEqual(closed);
    expect(await refusal(close(first.id, 2999))).toBe('api.error.cash-drawer.not-open');
    expect(await refusal(open(desk.id, -1))).toBe('api.error.validation.invalid');
    expect(await refusal(close(999_999_999, 0))).toBe('api.error.not-found');
    const checkouts = await ok<{ id: number; type: string }[]>(await send(fx, 'GET', `/checkouts?club=${encodeURIComponent(iriOf(fx, 'clubs', fx.clubs.a))}`));
    const web = checkouts.find((c) => c.type === 'web')!;
    expect(await refusal(open(web.id, 0))).toBe('api.error.not-found');
  });
});

describe('the club\'s cash limit', () => {
  it('only the owner and managers set it; a drawer crossing it e-mails them once, in the club\'s language', async () => {
    const db = await getDb();
    expect(await refusal(setCashDrawerLimit(db, { tenantId: fx.tenant.id, actor: { ...staff, role: 'staff' }, clubId: fx.clubs.a, limit: 10_000 })))
      .toBe('api.error.scope.unauthorized-endpoint');
    expect(await refusal(setCashDrawerLimit(db, { tenantId: fx.tenant.id, actor: staff, clubId: fx.clubs.a, limit: 0 }))).toBe('api.error.validation.invalid');
    await setCashDrawerLimit(db, { tenantId: fx.tenant.id, actor: staff, clubId: fx.clubs.a, limit: 10_000 });
    expect(await cashDrawerLimitOf(db, fx.tenant.id, fx.clubs.a)).toBe(10_000);

    const desk = desks[0]!;
    const drawer = await open(desk.id, 9000);
    await takeCash(desk, 1000); // exactly the limit: no alert
    expect(await alerts()).toEqual([]);
    await takeCash(desk, 100);
    await takeCash(desk, 100);
    const sent = await alerts();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ recipient: fx.staff.email, dedupeKey: `cash-drawer-limit:${drawer.id}:${sent[0]!.dedupeKey.split(':')[2]}` });
    expect(sent[0]!.subject).toContain('100,00');
    await close(drawer.id, 10_200);
    // A new drawer crossing the limit alerts again.
    const next = await open(desk.id, 10_001);
    await takeCash(desk, 100);
    expect((await alerts()).map((m) => m.dedupeKey).filter((k) => k.startsWith(`cash-drawer-limit:${next.id}:`))).toHaveLength(1);
    await close(next.id, 10_101);
    await setCashDrawerLimit(db, { tenantId: fx.tenant.id, actor: staff, clubId: fx.clubs.a, limit: null });
    expect(await cashDrawerLimitOf(db, fx.tenant.id, fx.clubs.a)).toBeNull();
  });
});

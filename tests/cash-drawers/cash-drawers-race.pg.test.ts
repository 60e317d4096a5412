// Races on PostgreSQL (PGlite serialises and proves nothing): openings of one checkout's drawer at
// once give one drawer; closings of one drawer at once give one closing (the same count answers it,
// another count is refused); cash payments crossing the club's limit at once alert once.
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../lib/db/client';
import { cashDrawers, messageOutbox } from '../../lib/db/schema';
import { inTransaction } from '../../lib/db/transaction';
import { setCashDrawerLimit } from '../../lib/domain/cash-drawers/cash-drawer-limit';
import { closeCashDrawer } from '../../lib/domain/cash-drawers/close-cash-drawer';
import { openCashDrawer } from '../../lib/domain/cash-drawers/open-cash-drawer';
import { setClock } from '../../lib/time/clock';
import { iriOf } from '../factories';
import { addArticle, addCatalog, addMember, NOW, ok, openSale, pay, send, setup, type Catalog, type Fixture } from '../sales/helpers';

let fx: Fixture;
let catalog: Catalog;
let desk: { id: number; iri: string };
beforeAll(async () => {
  setClock(NOW);
  fx = await setup();
  catalog = await addCatalog(fx);
  const checkouts = await ok<{ '@id': string; id: number; type: string }[]>(await send(fx, 'GET',
    `/checkouts?club=${encodeURIComponent(iriOf(fx, 'clubs', fx.clubs.a))}`));
  const found = checkouts.find((c) => c.type === 'desk')!;
  desk = { id: found.id, iri: found['@id'] };
});
afterAll(() => setClock(null));

const open = (floatAmount: number) => inTransaction((tx) => openCashDrawer(tx, { tenantId: fx.tenant.id, checkoutId: desk.id, floatAmount, staffUserId: null }));
const close = (drawerId: number, countedAmount: number) => inTransaction((tx) => closeCashDrawer(tx, { tenantId: fx.tenant.id, drawerId, countedAmount, staffUserId: null }));
const drawers = async () => (await getDb()).select().from(cashDrawers).where(and(eq(cashDrawers.tenantId, fx.tenant.id), eq(cashDrawers.checkoutId, desk.id)));

describe('one checkout\'s drawer under concurrency', () => {
  it('20 openings at once with one float: one drawer, every call answers it', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => open(5000)));
    expect(new Set(results.map((d) => d.id)).size).toBe(1);
    expect(await drawers()).toHaveLength(1);
  });

  it('20 closings at once with one count: one closing answered to all; then 20 counts at once: one wins', async () => {
    const [drawer] = await drawers();
    const results = await Promise.all(Array.from({ length: 20 }, () => close(drawer!.id, 4900)));
    expect(new Set(results.map((d) => d.closedAt!.toISOString())).size).toBe(1);
    expect(results.every((d) => d.differenceAmount === -100)).toBe(true);

    const next = await open(1000);
    const settled = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => close(next.id, 1000 + i)));
    expect(settled.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of settled) if (r.status === 'rejected') expect(r.reason).toMatchObject({ code: 'api.error.cash-drawer.not-open' });
    expect((await drawers()).filter((d) => d.closedAt === null)).toHaveLength(0);
  });

  it('cash payments crossing the limit at once: one alert per manager', async () => {
    await setCashDrawerLimit(await getDb(), { tenantId: fx.tenant.id, actor: { kind: 'staff', userId: 1, role: 'owner' }, clubId: fx.clubs.a, limit: 1000 });
    const drawer = await open(900);
    const sales = await Promise.all(Array.from({ length: 10 }, async () => {
      const sale = await openSale(fx, (await addMember(fx)).id);
      await addArticle(fx, sale.id, catalog.bottle.offer);
      return sale;
    }));
    await Promise.all(sales.map(async (sale) => ok(await pay(fx, sale.id, 200, { checkout: desk.iri }), 201)));
    const alerts = await (await getDb()).select().from(messageOutbox)
      .where(and(eq(messageOutbox.tenantId, fx.tenant.id), like(messageOutbox.dedupeKey, `cash-drawer-limit:${drawer.id}:%`)));
    expect(alerts).toHaveLength(1);
  });
});

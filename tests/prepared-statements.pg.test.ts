// Issue 20.3, on PostgreSQL: the custom server loads lib/ through Node while Next bundles its own
// copy, so one process holds two copies of every module over one connection pool. A prepared
// statement is named by a hash of its text: two copies that prepare different SQL never give it the
// same name (node-postgres refuses a name reused for another text on a connection: "Prepared
// statements must be unique"), and the same SQL gets the same name in both.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { OperationContext } from '../lib/domain/context';
import { iriOf } from './factories';
import { ZONES, createClass, getJson, setupBooking, type BookingFixture, type ClassEventJson } from './booking/helpers';

type ListModule = typeof import('../lib/domain/booking/list-class-events');
type WeekModule = typeof import('../app/[clientToken]/admin/schedule/week-classes');

let fx: BookingFixture;
let ctx: OperationContext;
const MONDAY = '2031-03-10';

beforeAll(async () => {
  fx = await setupBooking();
  ctx = { tenant: fx.tenant, actor: { kind: 'system' } };
  // Two classes that week in Paris: the earlier one starts at 09:00, local time.
  await createClass(fx, 'a', '2031-03-11T09:00', { studio: null, coach: null });
  await createClass(fx, 'a', '2031-03-12T18:30', { studio: null, coach: null });
});

/** A copy of `path` loaded apart from every module loaded so far, as Next's bundle is from server.ts's. */
async function freshCopy<T>(load: () => Promise<T>): Promise<T> {
  vi.resetModules();
  return load();
}

const page = { page: 1, itemsPerPage: 30 };
/** GET /class_events from that week on, with free places, those over included. */
const listed = () => getJson<ClassEventJson[]>(fx, `/class_events?startedAt[after]=${MONDAY}T00:00&archived=1&available=true`, fx.partner,
  { 'x-user-club-id': iriOf(fx, 'clubs', fx.clubs.a) });

describe('prepared statements of two copies of lib/ on one pool (PostgreSQL)', () => {
  it('two copies of list-class-events preparing different schedule queries both answer, again and again', async () => {
    const first = await freshCopy<ListModule>(() => import('../lib/domain/booking/list-class-events'));
    const second = await freshCopy<ListModule>(() => import('../lib/domain/booking/list-class-events'));
    expect(first.listClassEvents).not.toBe(second.listClassEvents);
    // Each copy's first shape: before, both were named class_events_0_page.
    const ascending = () => first.listClassEvents({ ...ctx, scope: [fx.clubs.a], filters: { archived: 'include' }, page });
    const descending = () => second.listClassEvents({ ...ctx, scope: [fx.clubs.a], filters: { archived: 'include', order: 'desc' }, page });
    // Alternately, and at once, so that both reach the same connections of the pool.
    for (let round = 0; round < 3; round += 1) {
      const [up, down] = [await ascending(), await descending()];
      expect(up.items.map((c) => c.startedAt.getTime())).toEqual(down.items.map((c) => c.startedAt.getTime()).reverse());
      const together = await Promise.all([ascending(), descending(), ascending(), descending()]);
      expect(together.map((p) => p.totalItems)).toEqual([2, 2, 2, 2]);
    }
  });

  it('the admin schedule page\'s copy and the API\'s copy both list the week, on one pool', async () => {
    const week = await freshCopy<WeekModule>(() => import('../app/[clientToken]/admin/schedule/week-classes'));
    const club = { id: fx.clubs.a, timeZone: ZONES.a };
    for (let round = 0; round < 3; round += 1) {
      // The API (this file's copy of lib/) with its own filter shapes, then the page's copy with its own.
      const api = await listed();
      const classes = await week.loadWeekClasses(ctx, club, MONDAY);
      expect(classes.map((c) => c.id)).toEqual(api.map((c) => c.id));
      expect(classes).toHaveLength(2);
      const [viaApi, viaPage] = await Promise.all([listed(), week.loadWeekClasses(ctx, club, MONDAY), listed(), week.loadWeekClasses(ctx, club, MONDAY)]);
      expect(viaPage.map((c) => c.id)).toEqual(viaApi.map((c) => c.id));
    }
  });
});

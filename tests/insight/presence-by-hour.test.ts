// The dashboard's presence by hour (lib/domain/insight/presence-by-hour.ts) on hand-made entries at
// club a (Paris, UTC+1 in early March) over two days.
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../lib/db/client';
import { crossingPoints, entries } from '../../lib/db/schema';
import { readPresenceByHour } from '../../lib/domain/insight/presence-by-hour';
import { addMember, setup, type Fixture } from '../sales/helpers';

let fx: Fixture;

beforeAll(async () => {
  fx = await setup();
  const db = await getDb();
  const [ann, ben] = await Promise.all([addMember(fx), addMember(fx)]);
  const point = async (clubId: number, direction: 'in' | 'out') =>
    (await db.insert(crossingPoints).values({ tenantId: fx.tenant.id, clubId, name: `Gate ${direction}`, direction }).returning())[0]!.id;
  const [gateIn, gateOut, gateInB] = [await point(fx.clubs.a, 'in'), await point(fx.clubs.a, 'out'), await point(fx.clubs.b, 'in')];
  const entry = (contactId: number, crossingPointId: number, clubId: number, direction: 'in' | 'out', at: string, isBlocking = false) => ({
    tenantId: fx.tenant.id, contactId, crossingPointId, clubId, direction, isBlocking, createdAt: new Date(at),
  });
  await db.insert(entries).values([
    entry(ann.id, gateIn, fx.clubs.a, 'in', '2026-03-02T07:10:00Z'), // 08:10
    entry(ben.id, gateIn, fx.clubs.a, 'in', '2026-03-02T07:40:00Z'), // 08:40
    entry(ben.id, gateIn, fx.clubs.a, 'in', '2026-03-02T07:45:00Z', true), // refused: no one came in
    entry(ben.id, gateOut, fx.clubs.a, 'out', '2026-03-02T08:20:00Z'), // 09:20
    entry(ann.id, gateIn, fx.clubs.a, 'in', '2026-03-03T17:05:00Z'), // 18:05 the next day
    entry(ann.id, gateIn, fx.clubs.a, 'in', '2026-03-04T07:05:00Z'), // after the period
    entry(ben.id, gateInB, fx.clubs.b, 'in', '2026-03-02T07:30:00Z'), // club b, 08:30 in Berlin
  ]);
});

describe('readPresenceByHour', () => {
  const ctx = () => ({ tenant: fx.tenant, actor: { kind: 'staff' as const, userId: 1, role: 'manager' as const }, from: '2026-03-02', to: '2026-03-03' });

  it('averages arrivals and people in at each hour\'s end over the period\'s days', async () => {
    const hours = await readPresenceByHour({ ...ctx(), clubId: fx.clubs.a });
    expect(hours).toHaveLength(24);
    expect(hours[7]).toEqual({ hour: 7, arrivals: 0, present: 0 });
    expect(hours[8]).toEqual({ hour: 8, arrivals: 1, present: 1 }); // (2 + 0) / 2 days
    expect(hours[9]).toEqual({ hour: 9, arrivals: 0, present: 0.5 }); // one left on the 2nd
    expect(hours[18]).toEqual({ hour: 18, arrivals: 0.5, present: 1 });
    expect(hours[23]).toEqual({ hour: 23, arrivals: 0, present: 1 });
  });

  it('adds the network\'s clubs hour by hour', async () => {
    const hours = await readPresenceByHour(ctx());
    expect(hours[8]).toEqual({ hour: 8, arrivals: 1.5, present: 1.5 });
  });
});

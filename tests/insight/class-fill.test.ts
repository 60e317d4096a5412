// The dashboard's class fill rate by activity and by hour (lib/domain/insight/class-fill.ts) on
// hand-made classes: club a is in Paris (UTC+1 in early March), club b in Berlin.
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../lib/db/client';
import { activities, classEvents } from '../../lib/db/schema';
import { readClassFill } from '../../lib/domain/insight/class-fill';
import { setup, type Fixture } from '../sales/helpers';

let fx: Fixture;

beforeAll(async () => {
  fx = await setup();
  const db = await getDb();
  const activity = async (clubId: number, name: string) =>
    (await db.insert(activities).values({ tenantId: fx.tenant.id, clubId, name }).returning())[0]!.id;
  const [yogaA, spinA, yogaB] = [await activity(fx.clubs.a, 'Yoga'), await activity(fx.clubs.a, 'Spin'), await activity(fx.clubs.b, 'Yoga')];
  const held = (clubId: number, activityId: number, startedAt: string, attendingLimit: number, bookedCount: number, canceled = false) => {
    const start = new Date(startedAt);
    return {
      tenantId: fx.tenant.id, clubId, activityId, name: 'Class', startedAt: start, endedAt: new Date(start.getTime() + 3_600_000),
      attendingLimit, bookedCount, canceledAt: canceled ? start : null,
    };
  };
  await db.insert(classEvents).values([
    held(fx.clubs.a, yogaA, '2026-03-02T08:00:00Z', 10, 5), // 09:00 in Paris
    held(fx.clubs.a, yogaA, '2026-03-03T08:00:00Z', 10, 10),
    held(fx.clubs.a, spinA, '2026-03-03T17:00:00Z', 20, 5), // 18:00
    held(fx.clubs.a, spinA, '2026-03-04T17:00:00Z', 20, 0, true), // cancelled: not counted
    held(fx.clubs.a, yogaA, '2026-03-07T23:30:00Z', 10, 10), // 8 March in Paris: after the period
    held(fx.clubs.b, yogaB, '2026-03-02T08:00:00Z', 10, 3), // Berlin, 09:00
  ]);
});

describe('readClassFill', () => {
  const ctx = () => ({ tenant: fx.tenant, actor: { kind: 'staff' as const, userId: 1, role: 'owner' as const }, from: '2026-03-01', to: '2026-03-07' });

  it('reads places booked over places offered by activity and by hour for a club', async () => {
    expect(await readClassFill({ ...ctx(), clubId: fx.clubs.a })).toEqual({
      byActivity: [
        { activity: 'Spin', classes: 1, booked: 5, places: 20, rate: 0.25 },
        { activity: 'Yoga', classes: 2, booked: 15, places: 20, rate: 0.75 },
      ],
      byHour: [
        { hour: 9, classes: 2, booked: 15, places: 20, rate: 0.75 },
        { hour: 18, classes: 1, booked: 5, places: 20, rate: 0.25 },
      ],
    });
  });

  it('puts activities of one name together for the network', async () => {
    const fill = await readClassFill(ctx());
    expect(fill.byActivity.find((line) => line.activity === 'Yoga')).toEqual({ activity: 'Yoga', classes: 3, booked: 18, places: 30, rate: 0.6 });
    expect(fill.byHour[0]).toEqual({ hour: 9, classes: 3, booked: 18, places: 30, rate: 0.6 });
  });
});

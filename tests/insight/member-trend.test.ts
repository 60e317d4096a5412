// The dashboard's members per month (lib/domain/insight/member-trend.ts) on hand-made subscriptions.
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../lib/db/client';
import { subscriptions } from '../../lib/db/schema';
import { readMemberTrend } from '../../lib/domain/insight/member-trend';
import { addMember, setup, type Fixture } from '../sales/helpers';

let fx: Fixture;

async function subscribe(contactId: number, clubId: number, startDate: string, endDate: string | null, state: 'active' | 'ended' | 'deactivated' = 'active') {
  const db = await getDb();
  await db.insert(subscriptions).values({
    tenantId: fx.tenant.id, contactId, clubId, name: 'Hand-made', paymentType: 'upfront', rhythmBilling: 'monthly', startDate, endDate, state,
  });
}

beforeAll(async () => {
  fx = await setup();
  const [ann, ben, cat, dan] = await Promise.all([addMember(fx), addMember(fx), addMember(fx), addMember(fx, { clubId: fx.clubs.b })]);
  await subscribe(ann.id, fx.clubs.a, '2026-01-10', null); // joins in January, stays
  await subscribe(ben.id, fx.clubs.a, '2026-01-20', '2026-02-14', 'ended'); // joins in January, leaves in February
  await subscribe(cat.id, fx.clubs.a, '2026-02-01', '2026-02-28', 'ended'); // joins in February...
  await subscribe(cat.id, fx.clubs.a, '2026-03-01', null); // ...and renews: no leaver
  await subscribe(dan.id, fx.clubs.b, '2026-03-05', null); // club b
  await subscribe(dan.id, fx.clubs.a, '2026-01-01', null, 'deactivated'); // never counted
});

describe('readMemberTrend', () => {
  const ctx = () => ({ tenant: fx.tenant, actor: { kind: 'system' as const } });

  it('counts members at each month\'s end, joins and leavers, for a club', async () => {
    expect(await readMemberTrend({ ...ctx(), clubId: fx.clubs.a, fromMonth: '2026-01-01', toMonth: '2026-03-01' })).toEqual([
      { month: '2026-01', active: 2, joins: 2, leavers: 0 },
      { month: '2026-02', active: 2, joins: 1, leavers: 1 },
      { month: '2026-03', active: 2, joins: 0, leavers: 0 },
    ]);
  });

  it('counts the whole network without a club', async () => {
    const march = (await readMemberTrend({ ...ctx(), fromMonth: '2026-03-01', toMonth: '2026-03-01' }))[0];
    expect(march).toEqual({ month: '2026-03', active: 3, joins: 1, leavers: 0 });
  });
});

// Who may read the dashboard (lib/domain/insight/insight-scope.ts): the owner and managers, for any
// club of theirs or the network; not desk staff nor members; a club-bound token its own club only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../lib/domain/context';
import { readDashboard } from '../../lib/domain/insight/read-dashboard';
import { readRevenueByMonth } from '../../lib/domain/insight/revenue-by-month';
import { setClock } from '../../lib/time/clock';
import { setup, type Fixture } from '../sales/helpers';

let fx: Fixture;

beforeAll(async () => {
  setClock(new Date('2026-03-10T10:00:00Z'));
  fx = await setup();
});
afterAll(() => setClock(null));

const as = (actor: Actor, clubId?: number) => ({ tenant: fx.tenant, actor, ...(clubId === undefined ? {} : { clubId }) });
const manager: Actor = { kind: 'staff', userId: 1, role: 'manager' };

describe('the dashboard\'s readers', () => {
  it('refuses desk staff and members', async () => {
    await expect(readDashboard(as({ kind: 'staff', userId: 2, role: 'staff' }))).rejects.toMatchObject({ code: 'api.error.scope.unauthorized-endpoint' });
    await expect(readRevenueByMonth({ ...as({ kind: 'member', contactId: fx.contacts.alice }), fromMonth: '2026-01-01', toMonth: '2026-01-01' }))
      .rejects.toMatchObject({ code: 'api.error.scope.unauthorized-endpoint' });
  });

  it('keeps a club-bound token to its club, and answers 404 for a club that is not the tenant\'s', async () => {
    const bound: Actor = { kind: 'client', clientId: 'x', scopes: ['admin'], clubId: fx.clubs.a };
    await expect(readDashboard(as(bound, fx.clubs.b))).rejects.toMatchObject({ code: 'api.error.scope.unauthorized-club' });
    expect((await readDashboard(as(bound))).clubId).toBe(fx.clubs.a);
    await expect(readDashboard(as(manager, 999_999))).rejects.toMatchObject({ code: 'api.error.not-found' });
  });

  it('reads a year of months and four weeks of days for a manager, on the club\'s today', async () => {
    const dashboard = await readDashboard(as(manager, fx.clubs.c)); // New York: still 10 March
    expect(dashboard).toMatchObject({ clubId: fx.clubs.c, today: '2026-03-10', months: { from: '2025-04-01', to: '2026-03-01' }, days: { from: '2026-02-10', to: '2026-03-09' } });
    expect(dashboard.members).toHaveLength(12);
    expect(dashboard.revenue.map((m) => m.month)).toEqual(dashboard.members.map((m) => m.month));
    expect(dashboard.presence).toHaveLength(24);
    expect(dashboard.debt.map((b) => b.age)).toEqual(['0-30', '31-60', '61-90', '90+']);
    expect((await readDashboard(as(manager))).clubId).toBeNull();
  });
});

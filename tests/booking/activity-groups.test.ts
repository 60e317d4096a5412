// Activity groups: added by admin clients, read by partners, named by activities and filtered on in
// the schedule (`activity.activityGroups`).
import { beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '../../lib/time/clock';
import { call, iriOf } from '../factories';
import { expectProblem } from '../problem';
import { NOW, created, createClass, getJson, setupBooking, type BookingFixture, type ClassEventJson } from './helpers';

interface GroupJson { '@id': string; '@type': string; id: number; name: string }

let fx: BookingFixture;
beforeAll(async () => {
  setClock(NOW);
  fx = await setupBooking();
  return () => setClock(null);
});

describe('activity groups', () => {
  it('an admin adds a group; partners read it, list it by name and find its classes in the schedule', async () => {
    const res = await call(`/${fx.token}/activity_groups`, { token: fx.admin, method: 'POST', body: { name: '  Aqua ' } });
    expect(res.status).toBe(201);
    const group = (await res.json()) as GroupJson;
    expect(group).toMatchObject({ '@id': iriOf(fx, 'activity_groups', group.id), '@type': 'ActivityGroup', name: 'Aqua' });
    expect(res.headers.get('location')).toBe(`/api${group['@id']}`);
    expect(await getJson<GroupJson>(fx, `/activity_groups/${group.id}`, fx.partner)).toMatchObject({ id: group.id, name: 'Aqua' });
    const names = (await getJson<GroupJson[]>(fx, '/activity_groups', fx.partner)).map((g) => g.name);
    expect(names).toEqual(['Aqua', 'Cardio', 'Mind']);

    const aquagym = await created<{ id: number }>(fx, '/activities', { club: iriOf(fx, 'clubs', fx.clubs.a), name: 'Aquagym', activityGroups: [group['@id']] });
    const inGroup = await createClass(fx, 'a', '2026-03-12T10:00', { activity: aquagym.id });
    await createClass(fx, 'a', '2026-03-12T11:00');
    const found = await getJson<ClassEventJson[]>(fx, `/class_events?activity.activityGroups=${encodeURIComponent(group['@id'])}`, fx.partner, { 'x-user-club-id': iriOf(fx, 'clubs', fx.clubs.a) });
    expect(found.map((e) => e.id)).toEqual([inGroup.id]);
  });

  it('refuses a missing, blank or long name and unknown fields, each with its code', async () => {
    const post = (body: unknown) => call(`/${fx.token}/activity_groups`, { token: fx.admin, method: 'POST', body });
    const missing = await expectProblem(await post({}), 400, 'api.error.validation.required');
    expect(missing.violations).toEqual([expect.objectContaining({ propertyPath: 'name', code: 'required' })]);
    await expectProblem(await post({ name: '   ' }), 400, 'api.error.validation.invalid');
    await expectProblem(await post({ name: 'x'.repeat(121) }), 400, 'api.error.validation.invalid');
    const ignored = await post({ name: 'Aqua', colour: 'blue' });
    expect([ignored.status, ignored.headers.get('x-ignored-fields')]).toEqual([201, 'colour']);
  });

  it('is added by admin clients only, and another tenant\'s group is not found', async () => {
    await expectProblem(await call(`/${fx.token}/activity_groups`, { token: fx.partner, method: 'POST', body: { name: 'Dance' } }), 403, 'api.error.scope.unauthorized-endpoint');
    const other = await setupBooking();
    await expectProblem(await call(`/${fx.token}/activity_groups/${other.groups.mind}`, { token: fx.partner }), 404, 'api.error.not-found');
    expect((await getJson<GroupJson[]>(fx, '/activity_groups', fx.partner)).map((g) => g.id)).not.toContain(other.groups.mind);
  });
});

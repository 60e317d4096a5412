// The class_events filters naming resources (club, coach, activity, activity.activityGroups, studio,
// attendees.contactId, attendees.state), alone and as `name[]` with one or several values, on the
// three schedule endpoints: /class_events and /events (acting club only) and /club_network/class_events
// (the acting club and the clubs sharing bookings with it). Expected answers come from a model of the data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '../../lib/time/clock';
import { call, iriOf } from '../factories';
import { expectIgnored, expectViolation } from '../problem';
import {
  NOW, addMember, booked, created, createClass, getJson, setupBooking, transition, type BookingFixture, type ClassEventJson,
} from './helpers';

type Key = 'a' | 'b' | 'c';
interface Modelled { id: number; club: Key; activity: number; groups: number[]; studio: number; coach: number; attendees: Record<number, string> }

let fx: BookingFixture;
let model: Modelled[];
let people: { alice: number; bob: number };
let extra: { activity: number; studio: number; coach: number };

beforeAll(async () => {
  setClock(NOW);
  fx = await setupBooking();
  const club = iriOf(fx, 'clubs', fx.clubs.a);
  // A second activity (in both groups), studio and coach at club a.
  extra = {
    activity: (await created<{ id: number }>(fx, '/activities', {
      club, name: 'Spinning', activityGroups: [iriOf(fx, 'activity_groups', fx.groups.cardio), iriOf(fx, 'activity_groups', fx.groups.mind)],
    })).id,
    studio: (await created<{ id: number }>(fx, '/studios', { club, name: 'Studio 2' })).id,
    coach: (await created<{ id: number }>(fx, '/coaches', { club, name: 'Coach 2' })).id,
  };
  const cardioOnly = (await created<{ id: number }>(fx, '/activities', {
    club: iriOf(fx, 'clubs', fx.clubs.b), name: 'HIIT', activityGroups: [iriOf(fx, 'activity_groups', fx.groups.cardio)],
  })).id;
  const r = fx.res;
  const make = async (key: Key, wall: string, activity: number, groups: number[], studio: number, coach: number) => {
    const event: ClassEventJson = await createClass(fx, key, wall, { activity, studio, coach, attendingLimit: 5 });
    return { id: event.id, club: key, activity, groups, studio, coach, attendees: {} } as Modelled;
  };
  model = [
    await make('a', '2026-03-12T09:00', r.a.activity, [fx.groups.mind], r.a.studio, r.a.coach),
    await make('b', '2026-03-12T10:00', cardioOnly, [fx.groups.cardio], r.b.studio, r.b.coach),
    await make('a', '2026-03-12T13:00', extra.activity, [fx.groups.cardio, fx.groups.mind], extra.studio, extra.coach),
    await make('a', '2026-03-12T19:00', r.a.activity, [fx.groups.mind], r.a.studio, extra.coach),
    await make('c', '2026-03-12T08:00', r.c.activity, [fx.groups.mind], r.c.studio, r.c.coach),
  ];
  // alice (a) books the first and third a-classes and cancels the third; bob (b) books the third and b's.
  const alice = (await addMember(fx, 'a')).id;
  const bob = (await addMember(fx, 'b')).id;
  people = { alice, bob };
  const [a1, b1, a2] = model;
  await booked(fx, a1!.id, alice);
  const canceled = await booked(fx, a2!.id, alice);
  expect((await transition(fx, canceled.id)).status).toBe(200);
  await booked(fx, a2!.id, bob);
  await booked(fx, b1!.id, bob);
  a1!.attendees[alice] = 'booked';
  a2!.attendees[alice] = 'canceled';
  a2!.attendees[bob] = 'booked';
  b1!.attendees[bob] = 'booked';
});
afterAll(() => setClock(null));

const ENDPOINTS = [
  { path: '/class_events', scope: ['a'] },
  { path: '/events', scope: ['a'] },
  { path: '/club_network/class_events', scope: ['a', 'b'] },
] as const;

async function idsOf(path: string, query: string): Promise<number[]> {
  const events = await getJson<ClassEventJson[]>(fx, `${path}?${query}`, fx.partner, { 'x-user-club-id': iriOf(fx, 'clubs', fx.clubs.a) });
  return events.map((e) => e.id);
}

/** The model's classes of the endpoint's scope that pass `keep`, in start order (the model is built in it). */
const expected = (scope: readonly string[], keep: (m: Modelled) => boolean) => model.filter((m) => scope.includes(m.club) && keep(m)).map((m) => m.id);

const q = (pairs: [string, string][]) => new URLSearchParams(pairs).toString();

describe.each(ENDPOINTS)('GET $path filters by reference', ({ path, scope }) => {
  const clubIri = (k: Key) => iriOf(fx, 'clubs', fx.clubs[k]);

  it('club, club[] with one value and club[] with several', async () => {
    expect(await idsOf(path, q([['club', clubIri('b')]]))).toEqual(expected(scope, (m) => m.club === 'b'));
    expect(await idsOf(path, q([['club[]', clubIri('a')]]))).toEqual(expected(scope, (m) => m.club === 'a'));
    expect(await idsOf(path, q([['club[]', clubIri('a')], ['club[]', clubIri('b')], ['club[]', clubIri('c')]])))
      .toEqual(expected(scope, () => true));
    // A club outside the scope (c shares with nobody) adds nothing.
    expect(await idsOf(path, q([['club', clubIri('c')]]))).toEqual([]);
  });

  it('coach, coach[] with one value and with several', async () => {
    const coach = (id: number) => iriOf(fx, 'coaches', id);
    expect(await idsOf(path, q([['coach', coach(extra.coach)]]))).toEqual(expected(scope, (m) => m.coach === extra.coach));
    expect(await idsOf(path, q([['coach[]', coach(fx.res.a.coach)]]))).toEqual(expected(scope, (m) => m.coach === fx.res.a.coach));
    expect(await idsOf(path, q([['coach[]', coach(fx.res.a.coach)], ['coach[]', coach(fx.res.b.coach)]])))
      .toEqual(expected(scope, (m) => [fx.res.a.coach, fx.res.b.coach].includes(m.coach)));
  });

  it('activity, activity[] with one value and with several', async () => {
    const activity = (id: number) => iriOf(fx, 'activities', id);
    expect(await idsOf(path, q([['activity', activity(fx.res.a.activity)]]))).toEqual(expected(scope, (m) => m.activity === fx.res.a.activity));
    expect(await idsOf(path, q([['activity[]', activity(extra.activity)]]))).toEqual(expected(scope, (m) => m.activity === extra.activity));
    const two = [extra.activity, model[1]!.activity];
    expect(await idsOf(path, q(two.map((id) => ['activity[]', activity(id)])))).toEqual(expected(scope, (m) => two.includes(m.activity)));
  });

  it('activity.activityGroups: classes whose activity is in any of the groups', async () => {
    const group = (id: number) => iriOf(fx, 'activity_groups', id);
    expect(await idsOf(path, q([['activity.activityGroups', group(fx.groups.cardio)]])))
      .toEqual(expected(scope, (m) => m.groups.includes(fx.groups.cardio)));
    expect(await idsOf(path, q([['activity.activityGroups[]', group(fx.groups.mind)]])))
      .toEqual(expected(scope, (m) => m.groups.includes(fx.groups.mind)));
    expect(await idsOf(path, q([['activity.activityGroups[]', group(fx.groups.mind)], ['activity.activityGroups[]', group(fx.groups.cardio)]])))
      .toEqual(expected(scope, () => true));
  });

  it('studio, studio[] with one value and with several', async () => {
    const studio = (id: number) => iriOf(fx, 'studios', id);
    expect(await idsOf(path, q([['studio', studio(fx.res.a.studio)]]))).toEqual(expected(scope, (m) => m.studio === fx.res.a.studio));
    expect(await idsOf(path, q([['studio[]', studio(extra.studio)]]))).toEqual(expected(scope, (m) => m.studio === extra.studio));
    const two = [extra.studio, fx.res.b.studio];
    expect(await idsOf(path, q(two.map((id) => ['studio[]', studio(id)])))).toEqual(expected(scope, (m) => two.includes(m.studio)));
  });

  it('attendees.contactId: classes where the contact has an attendee row (any state)', async () => {
    const contact = (id: number) => iriOf(fx, 'contacts', id);
    expect(await idsOf(path, q([['attendees.contactId', contact(people.alice)]]))).toEqual(expected(scope, (m) => people.alice in m.attendees));
    expect(await idsOf(path, q([['attendees.contactId[]', contact(people.bob)]]))).toEqual(expected(scope, (m) => people.bob in m.attendees));
    expect(await idsOf(path, q([['attendees.contactId[]', contact(people.alice)], ['attendees.contactId[]', contact(people.bob)]])))
      .toEqual(expected(scope, (m) => Object.keys(m.attendees).length > 0));
    expect(await idsOf(path, q([['attendees.contactId', contact(fx.contacts.alice)]]))).toEqual([]);
  });

  it('attendees.state, alone and with attendees.contactId (the same attendee)', async () => {
    const has = (m: Modelled, state: string, who?: number) => Object.entries(m.attendees).some(([c, s]) => s === state && (who === undefined || Number(c) === who));
    expect(await idsOf(path, q([['attendees.state', 'canceled']]))).toEqual(expected(scope, (m) => has(m, 'canceled')));
    expect(await idsOf(path, q([['attendees.state[]', 'booked']]))).toEqual(expected(scope, (m) => has(m, 'booked')));
    expect(await idsOf(path, q([['attendees.state[]', 'booked'], ['attendees.state[]', 'canceled']])))
      .toEqual(expected(scope, (m) => has(m, 'booked') || has(m, 'canceled')));
    expect(await idsOf(path, q([['attendees.state', 'queued']]))).toEqual([]);
    expect(await idsOf(path, q([['attendees.contactId', iriOf(fx, 'contacts', people.alice)], ['attendees.state', 'booked']])))
      .toEqual(expected(scope, (m) => has(m, 'booked', people.alice)));
  });

  it('combines filters (all must hold), and reads unencoded brackets too', async () => {
    expect(await idsOf(path, q([['coach', iriOf(fx, 'coaches', extra.coach)], ['activity', iriOf(fx, 'activities', extra.activity)]])))
      .toEqual(expected(scope, (m) => m.coach === extra.coach && m.activity === extra.activity));
    const raw = `club[]=${clubIri('a')}&club[]=${clubIri('b')}`;
    expect(await idsOf(path, raw)).toEqual(expected(scope, () => true));
  });

  it('ignores a bare id, a non-IRI and an unknown state, naming them; an IRI of another collection or tenant is a 400', async () => {
    const get = (query: string) => call(`/${fx.token}${path}?${query}`, { token: fx.partner, headers: { 'x-user-club-id': clubIri('a') } });
    await expectIgnored(await get(q([['club', String(fx.clubs.a)]])), 'club', 'x-ignored-parameters');
    await expectViolation(await get(q([['coach', iriOf(fx, 'studios', fx.res.a.studio)]])), 'coach', 'invalid-iri');
    await expectViolation(await get(q([['activity', `/other/activities/${fx.res.a.activity}`]])), 'activity', 'invalid-iri');
    await expectIgnored(await get(q([['studio[]', iriOf(fx, 'studios', 1)], ['studio[]', 'x']])), 'studio[]', 'x-ignored-parameters');
    await expectIgnored(await get(q([['activity.activityGroups', 'mind']])), 'activity.activityGroups', 'x-ignored-parameters');
    await expectIgnored(await get(q([['attendees.contactId[]', '12']])), 'attendees.contactId[]', 'x-ignored-parameters');
    await expectIgnored(await get(q([['attendees.state', 'waiting']])), 'attendees.state', 'x-ignored-parameters');
  });
});

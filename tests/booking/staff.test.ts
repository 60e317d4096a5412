// The staff's schedule API (admin scope): one-off classes and weekly series at the same local time
// across daylight-saving changes, capacity changes (never below the places taken; raised capacity goes
// to the waiting list in order), cancelling a class (attendees told by e-mail), and resources that
// must belong to the class's club.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../lib/db/client';
import { contacts } from '../../lib/db/schema';
import { setClock } from '../../lib/time/clock';
import { call, iriOf, tokenFor } from '../factories';
import { expectProblem, expectViolation, expectIgnored } from '../problem';
import {
  NOW, addMember, book, booked, classBody, createClass, createSeries, getJson, readClass, seatsOf, setupBooking,
  type AttendeeJson, type BookingFixture, type ClassEventJson,
} from './helpers';

let fx: BookingFixture;
beforeAll(async () => {
  setClock(NOW);
  fx = await setupBooking();
});
afterAll(() => setClock(null));

const post = (body: unknown, token = fx.admin) => call(`/${fx.token}/class_events`, { token, method: 'POST', body, headers: { accept: 'application/json' } });
const patch = (id: number, body: unknown, token = fx.admin) => call(`/${fx.token}/class_events/${id}`, { token, method: 'PATCH', body, headers: { accept: 'application/json' } });
const cancelClass = (id: number, token = fx.admin) => call(`/${fx.token}/class_events/${id}/cancel`, { token, method: 'POST', headers: { accept: 'application/json' } });

describe('POST /class_events', () => {
  it('schedules a one-off class, shown with its club\'s offset, named after its activity unless named', async () => {
    const res = await post(classBody(fx, 'a', '2026-03-20T18:30', { attendingLimit: 12, queueLimit: 3 }));
    expect(res.status, await res.clone().text()).toBe(201);
    const event = (await res.json()) as ClassEventJson;
    expect(res.headers.get('location')).toBe(`/api${event!['@id']}`);
    expect(event).toEqual({
      '@id': iriOf(fx, 'class_events', event!.id), '@type': 'ClassEvent', id: event!.id, name: 'Yoga a',
      club: iriOf(fx, 'clubs', fx.clubs.a), activity: iriOf(fx, 'activities', fx.res.a.activity),
      studio: iriOf(fx, 'studios', fx.res.a.studio), coach: iriOf(fx, 'coaches', fx.res.a.coach),
      startedAt: '2026-03-20T18:30:00+01:00', endedAt: '2026-03-20T19:30:00+01:00', attendingLimit: 12, queueLimit: 3,
      bookedAttendees: 0, queuedAttendees: 0, attendeeRemaining: 12, queueRemaining: 3, canceled: false, archived: false,
      summary: null, description: null, instructionsComment: null, classLayout: null, onlineLimit: null, externalQuota: null, recurrence: null,
    });
    expect(await readClass(fx, event!.id)).toEqual(event);
    const named = await createClass(fx, 'c', '2026-03-20T07:00', { name: 'Sunrise yoga', studio: null, coach: null });
    expect(named).toMatchObject({ name: 'Sunrise yoga', studio: null, coach: null, startedAt: '2026-03-20T07:00:00-04:00' });
  });

  it.each([
    ['March in Paris', 'a', '2026-03-17T18:30', ['2026-03-17T18:30:00+01:00', '2026-03-24T18:30:00+01:00', '2026-03-31T18:30:00+02:00', '2026-04-07T18:30:00+02:00'], '19:15'],
    ['October in Paris', 'a', '2026-10-20T07:15', ['2026-10-20T07:15:00+02:00', '2026-10-27T07:15:00+01:00', '2026-11-03T07:15:00+01:00', '2026-11-10T07:15:00+01:00'], '08:00'],
    ['November in New York', 'c', '2026-10-25T19:00', ['2026-10-25T19:00:00-04:00', '2026-11-01T19:00:00-05:00', '2026-11-08T19:00:00-05:00', '2026-11-15T19:00:00-05:00'], '19:45'],
  ] as const)('schedules a weekly series of 4 at the same local time across the change of time (%s)', async (_, key, wall, starts, end) => {
    const events = await createSeries(fx, key, wall, { minutes: 45, weeks: 4 });
    expect(events.map((e) => e.startedAt)).toEqual(starts);
    expect(events.map((e) => e.endedAt)).toEqual(starts.map((start) => `${start.slice(0, 11)}${end}${start.slice(16)}`));
    for (const event of events) expect(await readClass(fx, event.id)).toEqual(event);
  });

  it('refuses an end before the start, and times without offset; a series is a recurrence (tests/planning)', async () => {
    await expectIgnored(await post(classBody(fx, 'a', '2026-03-20T10:00', { weeks: 2 })), 'weeks');
    await expectViolation(await post({ ...classBody(fx, 'a', '2026-03-20T10:00'), endedAt: '2026-03-20T09:00:00+01:00' }), 'endedAt');
    await expectViolation(await post({ ...classBody(fx, 'a', '2026-03-20T10:00'), startedAt: '2026-03-20T10:00:00' }), 'startedAt');
    await expectViolation(await post({ ...classBody(fx, 'a', '2026-03-20T10:00'), attendingLimit: 0 }), 'attendingLimit');
    await expectIgnored(await post({ ...classBody(fx, 'a', '2026-03-20T10:00'), bookedAttendees: 3 }), 'bookedAttendees');
  });

  it('needs an activity, studio and coach of the class\'s own club, and a club of the tenant', async () => {
    await expectViolation(await post(classBody(fx, 'a', '2026-03-20T11:00', { activity: fx.res.b.activity })), 'activity', 'not-found');
    await expectViolation(await post(classBody(fx, 'a', '2026-03-20T11:00', { studio: fx.res.b.studio })), 'studio', 'not-found');
    await expectViolation(await post(classBody(fx, 'a', '2026-03-20T11:00', { coach: fx.res.c.coach })), 'coach', 'not-found');
    await expectViolation(await post({ ...classBody(fx, 'a', '2026-03-20T11:00'), club: iriOf(fx, 'clubs', 99_999_999) }), 'club', 'not-found');
    await expectViolation(await post({ ...classBody(fx, 'a', '2026-03-20T11:00'), coach: iriOf(fx, 'studios', fx.res.a.studio) }), 'coach', 'invalid-iri');
  });

  it('is for admin tokens only; a club-scoped admin token schedules in its own club only', async () => {
    await expectProblem(await post(classBody(fx, 'a', '2026-03-20T12:00'), fx.partner), 403, 'api.error.scope.unauthorized-endpoint');
    const clubAdmin = await tokenFor(fx, 'admin', { grant: 'club', clubId: fx.clubs.b });
    await expectProblem(await post(classBody(fx, 'a', '2026-03-20T12:00'), clubAdmin), 403, 'api.error.scope.unauthorized-club');
    expect((await post(classBody(fx, 'b', '2026-03-20T12:00'), clubAdmin)).status).toBe(201);
    const inA = await createClass(fx, 'a', '2026-03-20T13:00');
    await expectProblem(await patch(inA.id, { attendingLimit: 20 }, clubAdmin), 403, 'api.error.scope.unauthorized-club');
    await expectProblem(await cancelClass(inA.id, clubAdmin), 403, 'api.error.scope.unauthorized-club');
    await expectProblem(await call(`/${fx.token}/coaches`, {
      token: clubAdmin, method: 'POST', body: { club: iriOf(fx, 'clubs', fx.clubs.a), name: 'Intruder' },
    }), 403, 'api.error.scope.unauthorized-club');
    expect(await readClass(fx, inA.id)).toMatchObject({ attendingLimit: 10, canceled: false });
  });
});

describe('POST /activities, /studios, /coaches', () => {
  const create = (path: string, body: unknown, token = fx.admin) => call(`/${fx.token}${path}`, { token, method: 'POST', body });
  const club = () => iriOf(fx, 'clubs', fx.clubs.b);

  it('adds an activity with its groups, a studio and a coach to a club', async () => {
    const res = await create('/activities', { club: club(), name: 'Boxing', showcase: true, activityGroups: [iriOf(fx, 'activity_groups', fx.groups.cardio)] });
    expect(res.status).toBe(201);
    const activity = await res.json();
    expect(res.headers.get('location')).toBe(`/api${activity['@id']}`);
    expect(activity).toMatchObject({ '@type': 'Activity', name: 'Boxing', club: club(), showcase: true, description: '', activityGroups: [iriOf(fx, 'activity_groups', fx.groups.cardio)] });
    expect(await (await create('/studios', { club: club(), name: 'Ring' })).json()).toMatchObject({ '@type': 'Studio', name: 'Ring', club: club() });
    expect(await (await create('/coaches', { club: club(), name: 'Ali' })).json()).toMatchObject({ '@type': 'Coach', name: 'Ali', club: club() });
  });

  it('refuses activity fields on a studio or coach, unknown groups and clubs, and partner tokens', async () => {
    await expectIgnored(await create('/studios', { club: club(), name: 'Ring 2', showcase: true }), 'showcase');
    await expectIgnored(await create('/coaches', { club: club(), name: 'Bo', activityGroups: [] }), 'activityGroups');
    await expectViolation(await create('/activities', { club: club(), name: 'Judo', activityGroups: [iriOf(fx, 'activity_groups', 99_999_999)] }), 'activityGroups', 'not-found');
    await expectViolation(await create('/activities', { club: club(), name: 'Judo', activityGroups: ['/elsewhere/activity_groups/1'] }), 'activityGroups.0', 'invalid-iri');
    await expectViolation(await create('/studios', { club: iriOf(fx, 'clubs', 99_999_999), name: 'Nowhere' }), 'club', 'not-found');
    await expectViolation(await create('/coaches', { club: club() }), 'name', 'required');
    await expectProblem(await create('/coaches', { club: club(), name: 'Eve' }, fx.partner), 403, 'api.error.scope.unauthorized-endpoint');
  });
});

describe('PATCH /class_events/{id}', () => {
  it('changes details; resources must stay in the class\'s club', async () => {
    const event = await createClass(fx, 'a', '2026-03-21T10:00');
    const res = await patch(event.id, { name: 'Power yoga', startedAt: '2026-03-21T09:00:00Z', endedAt: '2026-03-21T10:30:00Z', coach: null });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toMatchObject({ name: 'Power yoga', startedAt: '2026-03-21T10:00:00+01:00', endedAt: '2026-03-21T11:30:00+01:00', coach: null });
    await expectViolation(await patch(event.id, { studio: iriOf(fx, 'studios', fx.res.b.studio) }), 'studio', 'not-found');
    await expectViolation(await patch(event.id, { activity: iriOf(fx, 'activities', fx.res.c.activity) }), 'activity', 'not-found');
    await expectViolation(await patch(event.id, { endedAt: '2026-03-21T08:00:00Z' }), 'endedAt');
    await expectIgnored(await patch(event.id, { club: iriOf(fx, 'clubs', fx.clubs.b) }), 'club');
    await expectProblem(await patch(event.id, { name: 'x' }, fx.partner), 403, 'api.error.scope.unauthorized-endpoint');
    await expectProblem(await patch(99_999_999, { name: 'x' }), 404, 'api.error.not-found');
  });

  it('refuses a capacity below the places booked, or a waiting list shorter than the queue', async () => {
    const event = await createClass(fx, 'a', '2026-03-21T11:00', { attendingLimit: 2, queueLimit: 2, studio: null, coach: null });
    for (let i = 0; i < 3; i += 1) await booked(fx, event.id, (await addMember(fx, 'a')).id);
    await expectViolation(await patch(event.id, { attendingLimit: 1 }), 'attendingLimit', 'below-booked');
    await expectViolation(await patch(event.id, { queueLimit: 0 }), 'queueLimit', 'below-queued');
    expect(await readClass(fx, event.id)).toMatchObject({ attendingLimit: 2, queueLimit: 2, bookedAttendees: 2, queuedAttendees: 1 });
    expect((await patch(event.id, { queueLimit: 1 })).status).toBe(200);
  });

  it('raised capacity seats the waiting list in queue order', async () => {
    const event = await createClass(fx, 'a', '2026-03-21T12:00', { attendingLimit: 1, queueLimit: 4 });
    const rows: AttendeeJson[] = [];
    for (let i = 0; i < 5; i += 1) {
      setClock(new Date(NOW.getTime() + i * 60_000));
      rows.push(await booked(fx, event.id, (await addMember(fx, 'a')).id));
    }
    setClock(NOW);
    const res = await patch(event.id, { attendingLimit: 3 });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ attendingLimit: 3, bookedAttendees: 3, queuedAttendees: 2, attendeeRemaining: 0, queueRemaining: 2 });
    const states = await Promise.all(rows.map(async (r) => (await getJson<AttendeeJson>(fx, `/attendees/${r.id}`, fx.partner)).state));
    expect(states).toEqual(['booked', 'booked', 'booked', 'queued', 'queued']);
    const big = await patch(event.id, { attendingLimit: 10 });
    expect(await big.json()).toMatchObject({ bookedAttendees: 5, queuedAttendees: 0, attendeeRemaining: 5 });
  });
});

describe('POST /class_events/{id}/cancel', () => {
  it('cancels the class and its attendees, and e-mails each one in their language', async () => {
    const event = await createClass(fx, 'a', '2026-03-22T18:30', { attendingLimit: 1, queueLimit: 1 });
    const [seated, waiting, gone] = [await addMember(fx, 'a'), await addMember(fx, 'b'), await addMember(fx, 'a')];
    // The seated member has no language of their own: their club's, French by default. The other chose English.
    await (await getDb()).update(contacts).set({ language: 'en' }).where(and(eq(contacts.tenantId, fx.tenant.id), eq(contacts.id, waiting!.id)));
    await booked(fx, event.id, seated!.id);
    await booked(fx, event.id, waiting!.id);
    setClock(new Date('2026-03-10T10:30:00Z'));
    const res = await cancelClass(event.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ canceled: true, bookedAttendees: 0, queuedAttendees: 0, attendeeRemaining: 0, queueRemaining: 0 });
    setClock(NOW);
    const rows = (await seatsOf(fx, event.id)).rows;
    expect(rows.map((r) => [r.contactId, r.state, r.canceledAt?.toISOString()])).toEqual([
      [seated!.id, 'canceled', '2026-03-10T10:30:00.000Z'], [waiting!.id, 'canceled', '2026-03-10T10:30:00.000Z'],
    ]);
    const subjects = ['Annulé\u00a0: Yoga a le dimanche 22 mars 2026 à 18:30', 'Cancelled: Yoga a on Sunday, 22 March 2026 at 18:30'];
    for (const [i, person] of [seated!, waiting!].entries()) {
      const mails = await getJson<{ subject: string; body: string }[]>(fx, `/sandbox/messages?to=${encodeURIComponent(person.email)}`, fx.admin);
      // Newest first; the seated member was also sent their booking's confirmation (a waiting place gets none).
      expect(mails).toHaveLength(i === 0 ? 2 : 1);
      expect(mails[0]!.subject).toBe(subjects[i]);
      expect(mails[0]!.body).toContain('Club A');
    }
    expect(await getJson(fx, `/sandbox/messages?to=${encodeURIComponent(gone!.email)}`, fx.admin)).toEqual([]);
    const listed = await getJson<ClassEventJson[]>(fx, '/class_events?startedAt[after]=2026-03-22&startedAt[before]=2026-03-23', fx.partner,
      { 'x-user-club-id': iriOf(fx, 'clubs', fx.clubs.a) });
    expect(listed.find((e) => e.id === event.id)?.canceled).toBe(true);
    await expectProblem(await book(fx, event.id, gone!.id), 400, 'api.error.attendee.class-canceled');
  });

  it('a cancelled class cannot be cancelled again or changed', async () => {
    const event = await createClass(fx, 'a', '2026-03-22T19:30');
    expect((await cancelClass(event.id)).status).toBe(200);
    await expectProblem(await cancelClass(event.id), 400, 'api.error.class-event.already-canceled');
    await expectProblem(await patch(event.id, { attendingLimit: 20 }), 400, 'api.error.class-event.canceled');
    await expectProblem(await cancelClass(event.id, fx.partner), 403, 'api.error.scope.unauthorized-endpoint');
  });

  it('a class that is over cannot be cancelled or changed, and nobody is e-mailed', async () => {
    const event = await createClass(fx, 'a', '2026-03-11T09:00', { attendingLimit: 2 });
    const member = await addMember(fx, 'a');
    await booked(fx, event.id, member.id);
    setClock(new Date('2026-03-11T09:00:00Z')); // 10:00 in Paris: over
    await expectProblem(await cancelClass(event.id), 400, 'api.error.class-event.ended');
    await expectProblem(await patch(event.id, { attendingLimit: 1 }), 400, 'api.error.class-event.ended');
    setClock(NOW);
    expect(await readClass(fx, event.id)).toMatchObject({ canceled: false, bookedAttendees: 1 });
    // Only the booking's confirmation, sent when the place was booked.
    const mails = await getJson<{ subject: string }[]>(fx, `/sandbox/messages?to=${encodeURIComponent(member.email)}`, fx.admin);
    expect(mails.map((m) => m.subject)).toEqual([expect.stringMatching(/^Réservé/)]);
  });
});

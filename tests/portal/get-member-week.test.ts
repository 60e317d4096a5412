// The classes page's read (getMemberWeek): a week of the classes the member may book, across the
// clubs sharing bookings with theirs, with filters, places left, queue length and their own place.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookClass } from '../../lib/domain/booking/book-class';
import { cancelAttendee } from '../../lib/domain/booking/cancel-attendee';
import { getMemberWeek, type MemberWeekFilters } from '../../lib/domain/portal/get-member-week';
import { setClock } from '../../lib/time/clock';
import { call, iriOf } from '../factories';
import {
  NOW, addMember, book, booked, createClass, setupBooking, subscribe, transition, type BookingFixture, type ClassEventJson,
} from '../booking/helpers';

let fx: BookingFixture;
let member: { tenant: BookingFixture['tenant']; actor: { kind: 'member'; contactId: number } };
// Tuesday 10 March 2026, 11:00 in Paris: the week runs from Monday 9 to Sunday 15 March.
let inA: ClassEventJson, inB: ClassEventJson, inC: ClassEventJson, nextWeek: ClassEventJson, over: ClassEventJson;

beforeAll(async () => {
  setClock(NOW);
  fx = await setupBooking();
  await subscribe(fx, fx.contacts.alice, fx.clubs.a); // Alice is a member of club A, which shares with B
  member = { tenant: fx.tenant, actor: { kind: 'member', contactId: fx.contacts.alice } };
  inA = await createClass(fx, 'a', '2026-03-12T18:30', { name: 'Evening yoga', attendingLimit: 3 });
  inB = await createClass(fx, 'b', '2026-03-11T07:00', { name: 'Early yoga' });
  inC = await createClass(fx, 'c', '2026-03-11T10:00', { name: 'Yoga in New York' });
  nextWeek = await createClass(fx, 'a', '2026-03-16T09:00', { name: 'Next Monday' });
  over = await createClass(fx, 'a', '2026-03-10T08:00', { name: 'This morning' });
});
afterAll(() => setClock(null));

const week = (filters: MemberWeekFilters = {}, weekOf?: string) => getMemberWeek({ ...member, filters, ...(weekOf ? { week: weekOf } : {}) });
const names = async (filters: MemberWeekFilters = {}, weekOf?: string) => (await week(filters, weekOf)).classes.map((c) => c.name);
/** The names shown among the classes made before all tests (the later tests add classes to this week). */
const namesAmongFirst = async (filters: MemberWeekFilters) => (await week(filters)).classes
  .filter((c) => [inA.id, inB.id, inC.id, nextWeek.id, over.id].includes(c.id)).map((c) => c.name);

describe('getMemberWeek', () => {
  it('shows this week, from Monday, of the member\'s club and the clubs sharing with it; never a class of a club that does not share', async () => {
    const shown = await week();
    expect(shown).toMatchObject({
      weekStart: '2026-03-09', thisWeek: '2026-03-09', today: '2026-03-10',
      days: ['2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13', '2026-03-14', '2026-03-15'],
      homeClubId: fx.clubs.a,
      clubs: [{ id: fx.clubs.a, name: 'Club A' }, { id: fx.clubs.b, name: 'Club B' }],
      activities: ['Yoga a', 'Yoga b'],
      filters: {},
    });
    expect(shown.classes.map((c) => c.id)).toEqual([inB.id, inA.id]);
    expect(shown.classes.map((c) => c.id)).not.toContain(inC.id);
    // A class that is over is not offered; next week's is next week's.
    expect(shown.classes.map((c) => c.id)).not.toContain(over.id);
    expect(await names({}, '2026-03-19')).toEqual(['Next Monday']);
  });

  it('describes each class with names, local times, places and what the member can do', async () => {
    const evening = (await week()).classes.find((c) => c.id === inA.id)!;
    expect(evening).toEqual({
      id: inA.id, name: 'Evening yoga', club: { id: fx.clubs.a, name: 'Club A' }, activity: 'Yoga a', coach: 'Coach a', studio: 'Studio a',
      startsAt: '2026-03-12T18:30:00+01:00', endsAt: '2026-03-12T19:30:00+01:00', attendingLimit: 3,
      placesLeft: 3, queueLength: 0, queuePlacesLeft: 0, status: 'open', bookingOpensAt: null,
      lateCancelHours: 12, lateCancelFrom: '2026-03-12T06:30:00+01:00', lateCancelNow: false, mine: null, room: null,
    });
  });

  it('follows seats and the waiting list, and the member\'s own place with its position in the queue', async () => {
    // Next week, so that the other tests' weeks stay as they are.
    const full = await createClass(fx, 'a', '2026-03-18T12:00', { attendingLimit: 1, queueLimit: 3, name: 'Popular' });
    const [first, second, third] = [await addMember(fx, 'a'), await addMember(fx, 'a'), await addMember(fx, 'a')];
    const holder = await booked(fx, full.id, first.id);
    const waiting = await booked(fx, full.id, second.id);
    const mine = await bookClass({ ...member, classEventId: full.id });
    expect(mine.state).toBe('queued');
    const popular = async () => (await week({}, '2026-03-18')).classes.find((c) => c.id === full.id)!;
    expect(await popular()).toMatchObject({ placesLeft: 0, queueLength: 2, queuePlacesLeft: 1, mine: { attendeeId: mine.id, state: 'queued', position: 2 } });
    // Someone queueing later is behind the member: their position does not move.
    setClock(new Date(NOW.getTime() + 60_000));
    await booked(fx, full.id, third.id);
    setClock(NOW);
    expect(await popular()).toMatchObject({ queueLength: 3, queuePlacesLeft: 0, mine: { state: 'queued', position: 2 } });

    expect((await transition(fx, waiting.id)).status).toBe(200);
    expect(await popular()).toMatchObject({ queueLength: 2, mine: { attendeeId: mine.id, state: 'queued', position: 1 } });

    // The seat holder leaves: the member is promoted, as through the API.
    expect((await transition(fx, holder.id)).status).toBe(200);
    expect(await popular()).toMatchObject({ placesLeft: 0, queueLength: 1, mine: { attendeeId: mine.id, state: 'booked', position: null } });

    await cancelAttendee({ ...member, attendeeId: mine.id });
    expect(await popular()).toMatchObject({ placesLeft: 0, queueLength: 0, mine: null }); // the third member took the seat
  });

  it('filters by club, activity name, coach and time of day, and drops values that are not the member\'s to choose', async () => {
    expect(await namesAmongFirst({ clubId: fx.clubs.b })).toEqual(['Early yoga']);
    expect(await namesAmongFirst({ activity: 'Yoga a' })).toEqual(['Evening yoga']);
    expect(await namesAmongFirst({ coachId: fx.res.b.coach })).toEqual(['Early yoga']);
    expect(await namesAmongFirst({ time: 'morning' })).toEqual(['Early yoga']);
    expect(await namesAmongFirst({ time: 'evening' })).toEqual(['Evening yoga']);
    expect(await namesAmongFirst({ time: 'afternoon', clubId: fx.clubs.b })).toEqual([]);
    // Club C does not share bookings with A, nor are its activity and coach offered: the filter is left out.
    const stray = await week({ clubId: fx.clubs.c, activity: 'Yoga c', coachId: fx.res.c.coach });
    expect(stray.filters).toEqual({});
    expect(stray.classes.map((c) => c.id)).toEqual(expect.arrayContaining([inB.id, inA.id]));
    expect(stray.classes.map((c) => c.id)).not.toContain(inC.id);
  });

  it('says when booking opens, when a class has started or been cancelled, and when cancelling now would be late', async () => {
    const later = await createClass(fx, 'a', '2026-03-25T12:00', { name: 'Later' });
    expect((await week({}, '2026-03-25')).classes.find((c) => c.id === later.id)).toMatchObject({
      status: 'not-open', bookingOpensAt: '2026-03-11T12:00:00+01:00',
    });
    const running = await createClass(fx, 'a', '2026-03-10T10:30', { name: 'Running' });
    const tonight = await createClass(fx, 'a', '2026-03-10T20:00', { name: 'Tonight' });
    const dropped = await createClass(fx, 'a', '2026-03-14T10:00', { name: 'Dropped' });
    expect((await call(`/${fx.token}/class_events/${dropped.id}/cancel`, { token: fx.admin, method: 'POST' })).status).toBe(200);
    const classes = (await week()).classes;
    expect(classes.find((c) => c.id === running.id)).toMatchObject({ status: 'started' });
    expect(classes.find((c) => c.id === tonight.id)).toMatchObject({ status: 'open', lateCancelNow: true });
    expect(classes.find((c) => c.id === dropped.id)).toMatchObject({ status: 'canceled', placesLeft: 0, queuePlacesLeft: 0 });
  });

  it('says once whether the member may book today, and why not, by the same rules booking refuses with', async () => {
    const standing = async (contactId: number) => (await getMemberWeek({ tenant: fx.tenant, actor: { kind: 'member', contactId }, filters: {} })).standing;
    expect(await standing(fx.contacts.alice)).toBe('ok');
    const unsubscribed = await addMember(fx, 'a', { subscribed: false });
    expect(await standing(unsubscribed.id)).toBe('no-subscription');
    expect((await book(fx, inA.id, unsubscribed.id)).status).toBe(400);

    const blocked = await addMember(fx, 'a');
    const tag = await call(`/${fx.token}/contact_tags`, { token: fx.admin, method: 'POST', headers: { accept: 'application/json' },
      body: { contactId: iriOf(fx, 'contacts', blocked.id), name: 'blocking_manual', validFrom: '2026-01-01' } });
    expect(tag.status).toBe(201);
    expect(await standing(blocked.id)).toBe('blocked');

    // A closure deactivates the subscriptions too; "closed" is said first, as the reopening is what to do.
    const closed = await addMember(fx, 'a');
    const closure = await call(`/${fx.token}/closures`, { token: fx.admin, method: 'POST', headers: { accept: 'application/json' },
      body: { contactId: iriOf(fx, 'contacts', closed.id), reason: 'moved away', lockSale: false } });
    expect(closure.status).toBe(201);
    expect(await standing(closed.id)).toBe('closed');
  });

  it('is refused for a contact that no longer exists', async () => {
    await expect(getMemberWeek({ tenant: fx.tenant, actor: { kind: 'member', contactId: 2_000_000_000 }, filters: {} }))
      .rejects.toMatchObject({ code: 'api.error.not-found' });
  });
});

// Booking a class (CONTRACT §6): a free seat gives booked, else a free queue place gives queued, else
// class-full; each refusal alone with its code; open booking allowed and refused by sharing
// configuration; contact-scoped tokens book for themselves only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../lib/db/client';
import { insertSubscription } from '../../lib/seed/tenant-builder';
import { setClock } from '../../lib/time/clock';
import { call, iriOf, tokenFor } from '../factories';
import { expectProblem, expectViolation, expectIgnored } from '../problem';
import {
  NOW, addMember, book, booked, createClass, getJson, readClass, seatsOf, setupBooking, transition, type AttendeeJson, type BookingFixture,
} from './helpers';

let fx: BookingFixture;
beforeAll(async () => {
  setClock(NOW); // 11:00 in Paris and Berlin on 2026-03-10
  fx = await setupBooking();
});
afterAll(() => setClock(null));

const refused = async (res: Response, reason: string) => expectProblem(res, 400, `api.error.attendee.${reason}`);

describe('POST /attendees', () => {
  it('gives a seat while one is free, then a queue place, then answers class-full', async () => {
    const event = await createClass(fx, 'a', '2026-03-12T18:30', { attendingLimit: 1, queueLimit: 1 });
    const [first, second, third] = [await addMember(fx, 'a'), await addMember(fx, 'a'), await addMember(fx, 'a')];
    const res = await book(fx, event.id, first!.id);
    expect(res.status).toBe(201);
    const seat = (await res.json()) as AttendeeJson;
    expect(res.headers.get('location')).toBe(`/api${seat['@id']}`);
    expect(seat).toEqual({
      '@id': iriOf(fx, 'attendees', seat.id), '@type': 'Attendee', id: seat.id, classEvent: event['@id'], contactId: iriOf(fx, 'contacts', first!.id),
      state: 'booked', bookedAt: '2026-03-10T11:00:00+01:00', queuedAt: null, canceledAt: null, lateCancel: false, spot: null, showed: null,
    });
    const queued = await booked(fx, event.id, second!.id);
    expect(queued).toMatchObject({ state: 'queued', bookedAt: null, queuedAt: '2026-03-10T11:00:00+01:00' });
    await refused(await book(fx, event.id, third!.id), 'class-full');
    expect(await readClass(fx, event.id)).toMatchObject({
      attendingLimit: 1, queueLimit: 1, bookedAttendees: 1, queuedAttendees: 1, attendeeRemaining: 0, queueRemaining: 0,
    });
    expect(await getJson<AttendeeJson>(fx, `/attendees/${queued.id}`, fx.partner)).toEqual(queued);
  });

  it('answers class-full at once for a class without a waiting list', async () => {
    const event = await createClass(fx, 'b', '2026-03-12T07:00', { attendingLimit: 1 });
    expect((await booked(fx, event.id, (await addMember(fx, 'b')).id)).bookedAt).toBe('2026-03-10T11:00:00+01:00');
    await refused(await book(fx, event.id, (await addMember(fx, 'b')).id), 'class-full');
  });

  it('judges the class before the member: a full class is class-full even for a member who could not book it anyway', async () => {
    const event = await createClass(fx, 'a', '2026-03-12T08:00', { attendingLimit: 1 });
    await booked(fx, event.id, (await addMember(fx, 'a')).id);
    await refused(await book(fx, event.id, (await addMember(fx, 'a', { subscribed: false })).id), 'class-full');
    await refused(await book(fx, event.id, (await addMember(fx, 'c')).id), 'class-full');
    const open = await createClass(fx, 'a', '2026-03-12T09:00', { attendingLimit: 1 });
    await refused(await book(fx, open.id, (await addMember(fx, 'a', { subscribed: false })).id), 'no-active-subscription');
    await refused(await book(fx, open.id, (await addMember(fx, 'c')).id), 'club-not-shared');
  });

  it('already-booked: a second booking by the same contact, booked or queued', async () => {
    const event = await createClass(fx, 'a', '2026-03-13T09:00', { attendingLimit: 1, queueLimit: 2 });
    const [seated, waiting] = [await addMember(fx, 'a'), await addMember(fx, 'a')];
    await booked(fx, event.id, seated!.id);
    await booked(fx, event.id, waiting!.id);
    await refused(await book(fx, event.id, seated!.id), 'already-booked');
    await refused(await book(fx, event.id, waiting!.id), 'already-booked');
    expect((await seatsOf(fx, event.id)).rows).toHaveLength(2);
  });

  it('class-canceled: a cancelled class', async () => {
    const event = await createClass(fx, 'a', '2026-03-13T10:00');
    expect((await call(`/${fx.token}/class_events/${event.id}/cancel`, { token: fx.admin, method: 'POST' })).status).toBe(200);
    await refused(await book(fx, event.id, (await addMember(fx, 'a')).id), 'class-canceled');
  });

  it('class-started: a class running or over', async () => {
    const running = await createClass(fx, 'a', '2026-03-10T10:59');
    const over = await createClass(fx, 'a', '2026-03-09T10:00');
    const member = await addMember(fx, 'a');
    await refused(await book(fx, running.id, member.id), 'class-started');
    await refused(await book(fx, over.id, member.id), 'class-started');
    const startingNow = await createClass(fx, 'a', '2026-03-10T11:00', { studio: null, coach: null }); // beside `running`
    await refused(await book(fx, startingNow.id, member.id), 'class-started');
  });

  it('booking-not-open: before start minus the club\'s bookingWindowDays (14 by default, then as set)', async () => {
    const member = await addMember(fx, 'a');
    const opensNow = await createClass(fx, 'a', '2026-03-24T11:00'); // exactly 14 days ahead
    const tooEarly = await createClass(fx, 'a', '2026-03-24T11:01', { studio: null, coach: null }); // beside `opensNow`
    expect((await booked(fx, opensNow.id, member.id)).state).toBe('booked');
    await refused(await book(fx, tooEarly.id, member.id), 'booking-not-open');
    // The class's club decides: b opens 2 days ahead.
    const patch = await call(`/${fx.token}/clubs/${fx.clubs.b}`, { token: fx.admin, method: 'PATCH', body: { bookingWindowDays: 2 } });
    expect(patch.status).toBe(200);
    const inB = await createClass(fx, 'b', '2026-03-13T09:00');
    await refused(await book(fx, inB.id, member.id), 'booking-not-open');
    expect((await booked(fx, (await createClass(fx, 'b', '2026-03-12T10:00')).id, member.id)).state).toBe('booked');
    await call(`/${fx.token}/clubs/${fx.clubs.b}`, { token: fx.admin, method: 'PATCH', body: { bookingWindowDays: 14 } });
  });

  it('booking-not-open counts calendar days in the club: it opens at the class\'s local time across the change of time', async () => {
    const member = await addMember(fx, 'a');
    const event = await createClass(fx, 'a', '2026-04-05T11:00'); // summer time: 09:00Z; 14 days before is March 22, 11:00 (+01:00) = 10:00Z
    setClock(new Date('2026-03-22T09:59:00Z'));
    await refused(await book(fx, event.id, member.id), 'booking-not-open');
    setClock(new Date('2026-03-22T10:00:00Z'));
    expect((await booked(fx, event.id, member.id)).state).toBe('booked');
    setClock(NOW);
  });

  it('contact-blocked: a tag whose name starts with blocking, while it is valid', async () => {
    const event = await createClass(fx, 'a', '2026-03-14T09:00');
    const member = await addMember(fx, 'a');
    const tag = (name: string, validFrom: string) => call(`/${fx.token}/contact_tags`, {
      token: fx.partner, method: 'POST', body: { contactId: iriOf(fx, 'contacts', member.id), name, validFrom },
    });
    expect((await tag('vip', '2026-01-01')).status).toBe(201);
    expect((await tag('blocking_later', '2026-04-01')).status).toBe(201);
    const free = await booked(fx, event.id, member.id);
    expect(free.state).toBe('booked');
    expect((await tag('blocking_manual', '2026-03-01')).status).toBe(201);
    await refused(await book(fx, (await createClass(fx, 'a', '2026-03-14T10:00')).id, member.id), 'contact-blocked');
  });

  it('no-active-subscription: none, one ended, or one not started yet', async () => {
    const event = await createClass(fx, 'a', '2026-03-14T11:00');
    await refused(await book(fx, event.id, fx.contacts.alice), 'no-active-subscription');
    const db = await getDb();
    const ended = await addMember(fx, 'a', { subscribed: false });
    await insertSubscription(db, fx.tenant, { contactId: ended.id, clubId: fx.clubs.a, name: 'Old', paymentType: 'upfront', rhythmBilling: 'monthly', startDate: '2025-01-01', endDate: '2026-03-09' });
    await refused(await book(fx, event.id, ended.id), 'no-active-subscription');
    const future = await addMember(fx, 'a', { subscribed: false });
    await insertSubscription(db, fx.tenant, { contactId: future.id, clubId: fx.clubs.a, name: 'Next', paymentType: 'upfront', rhythmBilling: 'monthly', startDate: '2026-03-11' });
    await refused(await book(fx, event.id, future.id), 'no-active-subscription');
    const lastDay = await addMember(fx, 'a', { subscribed: false });
    await insertSubscription(db, fx.tenant, { contactId: lastDay.id, clubId: fx.clubs.a, name: 'Ending', paymentType: 'upfront', rhythmBilling: 'monthly', startDate: '2025-01-01', endDate: '2026-03-10' });
    expect((await booked(fx, event.id, lastDay.id)).state).toBe('booked');
  });

  it('refuses an unknown class or contact with a 400 on the field, and a body without classEvent', async () => {
    const member = await addMember(fx, 'a');
    await expectViolation(await book(fx, 99_999_999, member.id), 'classEvent', 'not-found');
    const event = await createClass(fx, 'a', '2026-03-14T12:00');
    await expectViolation(await book(fx, event.id, 99_999_999), 'contactId', 'not-found');
    await expectViolation(await call(`/${fx.token}/attendees`, { token: fx.partner, method: 'POST', body: { contactId: iriOf(fx, 'contacts', member.id) } }), 'classEvent', 'required');
    await expectViolation(await call(`/${fx.token}/attendees`, { token: fx.partner, method: 'POST', body: { classEvent: String(event.id), contactId: iriOf(fx, 'contacts', member.id) } }), 'classEvent', 'invalid-iri');
    await expectIgnored(await call(`/${fx.token}/attendees`, { token: fx.partner, method: 'POST', body: { classEvent: event['@id'], contactId: iriOf(fx, 'contacts', member.id), state: 'booked' } }), 'state');
    await expectViolation(await call(`/${fx.token}/attendees`, { token: fx.partner, method: 'POST', body: { classEvent: event['@id'] } }), 'contactId', 'required');
  });

  it('replays a booking retried with the same Idempotency-Key, booking once', async () => {
    const event = await createClass(fx, 'a', '2026-03-14T13:00');
    const member = await addMember(fx, 'a');
    const send = () => call(`/${fx.token}/attendees`, {
      token: fx.partner, method: 'POST', headers: { 'idempotency-key': `book-${member.id}` },
      body: { classEvent: event['@id'], contactId: iriOf(fx, 'contacts', member.id) },
    });
    const first = await send();
    const again = await send();
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    expect((await seatsOf(fx, event.id)).booked).toBe(1);
  });
});

describe('open booking: a class in another club only when the clubs share bookings', () => {
  it('a member of a books at b (a shares with b); a member of b books at a (b shares with the group east)', async () => {
    const inA = await createClass(fx, 'a', '2026-03-15T09:00');
    const inB = await createClass(fx, 'b', '2026-03-15T09:00');
    expect((await booked(fx, inB.id, (await addMember(fx, 'a')).id)).state).toBe('booked');
    expect((await booked(fx, inA.id, (await addMember(fx, 'b')).id)).state).toBe('booked');
  });

  it('club-not-shared: a member of a at c, and a member of c (sharing with none) at a', async () => {
    const inC = await createClass(fx, 'c', '2026-03-15T09:00');
    const inA = await createClass(fx, 'a', '2026-03-15T10:00');
    await refused(await book(fx, inC.id, (await addMember(fx, 'a')).id), 'club-not-shared');
    await refused(await book(fx, inA.id, (await addMember(fx, 'c')).id), 'club-not-shared');
    expect((await booked(fx, inC.id, (await addMember(fx, 'c')).id)).bookedAt).toBe('2026-03-10T06:00:00-04:00');
  });

  it('POST /club_network/attendees books the contact of a contact-scoped token, and refuses other tokens', async () => {
    const inB = await createClass(fx, 'b', '2026-03-15T11:00');
    const member = await addMember(fx, 'a');
    const token = await tokenFor(fx, 'partner', { grant: 'contact', email: member.email });
    const res = await book(fx, inB.id, undefined, { token, path: '/club_network/attendees' });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ contactId: iriOf(fx, 'contacts', member.id), state: 'booked' });
    await expectProblem(await book(fx, inB.id, member.id, { path: '/club_network/attendees' }), 403, 'api.error.scope.unauthorized-endpoint');
    await expectProblem(await book(fx, inB.id, member.id, { token: fx.admin, path: '/club_network/attendees' }), 403, 'api.error.scope.unauthorized-endpoint');
    const inC = await createClass(fx, 'c', '2026-03-15T11:00');
    await refused(await book(fx, inC.id, undefined, { token, path: '/club_network/attendees' }), 'club-not-shared');
  });

  it('a contact-scoped token books for itself on /attendees too, and is 403 for another contact', async () => {
    const event = await createClass(fx, 'a', '2026-03-15T12:00');
    const [me, other] = [await addMember(fx, 'a'), await addMember(fx, 'a')];
    const token = await tokenFor(fx, 'partner', { grant: 'contact', email: me!.email });
    expect((await book(fx, event.id, me!.id, { token })).status).toBe(201);
    for (const path of ['/attendees', '/club_network/attendees']) {
      await expectProblem(await book(fx, event.id, other!.id, { token, path }), 403, 'api.error.auth.contact-scope');
    }
    expect((await seatsOf(fx, event.id)).rows.map((r) => r.contactId)).toEqual([me!.id]);
    // Nor may it read another contact's booking.
    const theirs = await booked(fx, event.id, other!.id);
    await expectProblem(await call(`/${fx.token}/attendees/${theirs.id}`, { token }), 403, 'api.error.auth.contact-scope');
  });

  it('a club-scoped token books only contacts of its club', async () => {
    const event = await createClass(fx, 'b', '2026-03-15T13:00');
    const token = await tokenFor(fx, 'partner', { grant: 'club', clubId: fx.clubs.b });
    expect((await book(fx, event.id, (await addMember(fx, 'b')).id, { token })).status).toBe(201);
    await expectProblem(await book(fx, event.id, (await addMember(fx, 'a')).id, { token }), 403, 'api.error.scope.unauthorized-club');
  });

  it('a club-scoped token reads and cancels its member\'s booking in a sharing club; another club\'s token cannot', async () => {
    const inA = await createClass(fx, 'a', '2026-03-15T14:00');
    const [tokenB, tokenC] = await Promise.all([
      tokenFor(fx, 'partner', { grant: 'club', clubId: fx.clubs.b }), tokenFor(fx, 'partner', { grant: 'club', clubId: fx.clubs.c }),
    ]);
    const res = await book(fx, inA.id, (await addMember(fx, 'b')).id, { token: tokenB });
    expect(res.status).toBe(201);
    const seat = (await res.json()) as AttendeeJson;
    await expectProblem(await call(`/${fx.token}/attendees/${seat.id}`, { token: tokenC }), 403, 'api.error.scope.unauthorized-club');
    await expectProblem(await transition(fx, seat.id, 'cancel', tokenC), 403, 'api.error.scope.unauthorized-club');
    expect(await getJson<AttendeeJson>(fx, `/attendees/${seat.id}`, tokenB)).toEqual(seat);
    expect((await transition(fx, seat.id, 'cancel', tokenB)).status).toBe(200);
    // The class's club's token reaches it too.
    const tokenA = await tokenFor(fx, 'partner', { grant: 'club', clubId: fx.clubs.a });
    expect((await getJson<AttendeeJson>(fx, `/attendees/${seat.id}`, tokenA)).state).toBe('canceled');
  });
});

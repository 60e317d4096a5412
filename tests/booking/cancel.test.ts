// Cancelling a booking (POST /attendees/{id}/transitions { transition: cancel }): the freed seat goes
// to the oldest queued attendee, late cancellation follows the club's lateCancelHours, a queue place
// freed is taken by the next one to book, and every other move is a 400.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '../../lib/time/clock';
import { call, iriOf, tokenFor } from '../factories';
import { expectProblem, expectViolation, expectIgnored } from '../problem';
import {
  NOW, addMember, book, booked, createClass, getJson, readClass, setupBooking, transition, type AttendeeJson, type BookingFixture,
} from './helpers';

let fx: BookingFixture;
beforeAll(async () => {
  setClock(NOW); // 2026-03-10T10:00:00Z, 11:00 in Paris; lateCancelHours is 12 by default
  fx = await setupBooking();
});
afterEach(() => setClock(NOW));
afterAll(() => setClock(null));

const attendee = (id: number) => getJson<AttendeeJson>(fx, `/attendees/${id}`, fx.partner);

async function cancel(id: number, token = fx.partner): Promise<AttendeeJson> {
  const res = await transition(fx, id, 'cancel', token);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as AttendeeJson;
}

/** Books members in order; the clock moves a minute between bookings so queue times differ. */
async function fill(event: number, count: number, key: 'a' | 'b' = 'a'): Promise<AttendeeJson[]> {
  const rows: AttendeeJson[] = [];
  for (let i = 0; i < count; i += 1) {
    setClock(new Date(NOW.getTime() + i * 60_000));
    rows.push(await booked(fx, event, (await addMember(fx, key)).id));
  }
  setClock(NOW);
  return rows;
}

describe('cancelling a booked seat', () => {
  it('cancels it, and the oldest queued attendee gets the seat', async () => {
    const event = await createClass(fx, 'a', '2026-03-12T18:30', { attendingLimit: 1, queueLimit: 3 });
    const [seat, first, second] = await fill(event.id, 3);
    expect([seat!.state, first!.state, second!.state]).toEqual(['booked', 'queued', 'queued']);
    setClock(new Date('2026-03-10T12:00:00Z'));
    const canceled = await cancel(seat!.id);
    expect(canceled).toEqual({ ...seat, state: 'canceled', canceledAt: '2026-03-10T13:00:00+01:00', lateCancel: false });
    expect(await attendee(first!.id)).toEqual({ ...first, state: 'booked', bookedAt: '2026-03-10T13:00:00+01:00' });
    expect(await attendee(second!.id)).toEqual(second);
    expect(await readClass(fx, event.id)).toMatchObject({ bookedAttendees: 1, queuedAttendees: 1, attendeeRemaining: 0, queueRemaining: 2 });
    // The promoted one cancels too: the next in the queue follows.
    await cancel(first!.id);
    expect((await attendee(second!.id)).state).toBe('booked');
    expect(await readClass(fx, event.id)).toMatchObject({ bookedAttendees: 1, queuedAttendees: 0 });
  });

  it('frees the seat for the next booking when nobody is waiting', async () => {
    const event = await createClass(fx, 'b', '2026-03-12T18:30', { attendingLimit: 1 });
    const [seat] = await fill(event.id, 1, 'b');
    await expectProblem(await book(fx, event.id, (await addMember(fx, 'b')).id), 400, 'api.error.attendee.class-full');
    await cancel(seat!.id);
    expect((await booked(fx, event.id, (await addMember(fx, 'b')).id)).state).toBe('booked');
  });

  it('lets the same contact book again after cancelling', async () => {
    const event = await createClass(fx, 'a', '2026-03-12T19:30');
    const member = await addMember(fx, 'a');
    await cancel((await booked(fx, event.id, member.id)).id);
    expect((await booked(fx, event.id, member.id)).state).toBe('booked');
  });
});

describe('late cancellation', () => {
  it('is late within the club\'s lateCancelHours before the start (12 by default), not before', async () => {
    // 23:00 in Paris is exactly 12 hours after 11:00; 22:59 is within them.
    const onTime = await createClass(fx, 'a', '2026-03-10T23:00');
    const late = await createClass(fx, 'a', '2026-03-10T22:59', { studio: null, coach: null }); // beside `onTime`
    const member = await addMember(fx, 'a');
    expect((await cancel((await booked(fx, onTime.id, member.id)).id)).lateCancel).toBe(false);
    expect((await cancel((await booked(fx, late.id, member.id)).id)).lateCancel).toBe(true);
  });

  it('follows the class\'s club setting', async () => {
    const patch = await call(`/${fx.token}/clubs/${fx.clubs.b}`, { token: fx.admin, method: 'PATCH', body: { lateCancelHours: 48 } });
    expect(patch.status).toBe(200);
    const event = await createClass(fx, 'b', '2026-03-12T10:00'); // 47 hours ahead
    const member = await addMember(fx, 'b');
    expect((await cancel((await booked(fx, event.id, member.id)).id)).lateCancel).toBe(true);
    await call(`/${fx.token}/clubs/${fx.clubs.b}`, { token: fx.admin, method: 'PATCH', body: { lateCancelHours: 12 } });
  });

  it('is never late for a queue place, which held no seat', async () => {
    const event = await createClass(fx, 'a', '2026-03-10T15:00', { attendingLimit: 1, queueLimit: 1 });
    const [, waiting] = await fill(event.id, 2);
    expect(await cancel(waiting!.id)).toMatchObject({ state: 'canceled', lateCancel: false });
  });
});

describe('cancelling a queue place', () => {
  it('frees the place for the next one to book, and moves nobody', async () => {
    const event = await createClass(fx, 'a', '2026-03-13T18:30', { attendingLimit: 1, queueLimit: 1 });
    const [seat, waiting] = await fill(event.id, 2);
    await expectProblem(await book(fx, event.id, (await addMember(fx, 'a')).id), 400, 'api.error.attendee.class-full');
    await cancel(waiting!.id);
    expect(await attendee(seat!.id)).toEqual(seat);
    expect(await readClass(fx, event.id)).toMatchObject({ bookedAttendees: 1, queuedAttendees: 0, queueRemaining: 1 });
    expect((await booked(fx, event.id, (await addMember(fx, 'a')).id)).state).toBe('queued');
  });
});

describe('refused transitions', () => {
  it('cancelling twice is a 400 and changes nothing', async () => {
    const event = await createClass(fx, 'a', '2026-03-13T19:30', { attendingLimit: 1, queueLimit: 1 });
    const [seat, waiting] = await fill(event.id, 2);
    const canceled = await cancel(seat!.id);
    await expectProblem(await transition(fx, seat!.id), 400, 'api.error.attendee.already-canceled');
    expect(await attendee(seat!.id)).toEqual(canceled);
    expect((await attendee(waiting!.id)).state).toBe('booked');
    expect(await readClass(fx, event.id)).toMatchObject({ bookedAttendees: 1, queuedAttendees: 0 });
  });

  it('any other transition, or none, is a 400 on transition', async () => {
    const event = await createClass(fx, 'a', '2026-03-13T20:30');
    const [seat] = await fill(event.id, 1);
    for (const value of ['book', 'queue', 'uncancel', 'CANCEL', '', 1]) {
      await expectViolation(await transition(fx, seat!.id, value), 'transition');
    }
    await expectViolation(await call(`/${fx.token}/attendees/${seat!.id}/transitions`, { token: fx.partner, method: 'POST', body: {} }), 'transition', 'required');
    await expectIgnored(await call(`/${fx.token}/attendees/${seat!.id}/transitions`, {
      token: fx.partner, method: 'POST', body: { transition: 'cancel', lateCancel: false },
    }), 'lateCancel');
    // lateCancel is the service's to judge: ignored, the cancellation itself goes through.
    expect((await attendee(seat!.id)).state).toBe('canceled');
  });

  it('a class that has started can no longer be cancelled', async () => {
    const event = await createClass(fx, 'a', '2026-03-10T12:00');
    const [seat] = await fill(event.id, 1);
    setClock(new Date('2026-03-10T11:00:00Z')); // 12:00 in Paris
    await expectProblem(await transition(fx, seat!.id), 400, 'api.error.attendee.class-started');
    expect((await attendee(seat!.id)).state).toBe('booked');
  });

  it('an unknown attendee is a 404; a contact token cancels only its own booking', async () => {
    await expectProblem(await transition(fx, 99_999_999), 404, 'api.error.not-found');
    const event = await createClass(fx, 'a', '2026-03-13T21:30');
    const [mine, theirs] = [await addMember(fx, 'a'), await addMember(fx, 'a')];
    const token = await tokenFor(fx, 'partner', { grant: 'contact', email: mine!.email });
    const other = await booked(fx, event.id, theirs!.id);
    await expectProblem(await transition(fx, other.id, 'cancel', token), 403, 'api.error.auth.contact-scope');
    expect((await attendee(other.id)).state).toBe('booked');
    const own = await book(fx, event.id, undefined, { token });
    expect((await cancel(((await own.json()) as AttendeeJson).id, token)).contactId).toBe(iriOf(fx, 'contacts', mine!.id));
  });
});

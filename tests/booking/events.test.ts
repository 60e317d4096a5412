// The booking events: attendee.booked (a seat taken, including a promotion from the waiting list),
// attendee.canceled, class_event.updated (created or changed), class_event.canceled; each with exactly
// { attendeeId | classEventId, clubId } as IRIs, the class's club, in commit order, and delivered.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runDeliveryRound } from '../../lib/events/delivery-worker';
import { setClock } from '../../lib/time/clock';
import { isoInZone } from '../../lib/time/zone';
import { call, iriOf } from '../factories';
import { expectProblem } from '../problem';
import { configureEndpoint } from '../events/helpers';
import { startReceiver, type Receiver } from '../events/receiver';
import {
  NOW, ZONES, addMember, book, booked, createClass, createSeries, eventsOf, setupBooking, transition, type BookingFixture, type ClassEventJson,
} from './helpers';

let fx: BookingFixture;
let receiver: Receiver | undefined;
beforeAll(async () => {
  setClock(NOW);
  fx = await setupBooking();
});
afterEach(async () => { await receiver?.close(); receiver = undefined; });
afterAll(() => setClock(null));

/** The events emitted while `action` runs. */
async function during(action: () => Promise<void>): Promise<[string, Record<string, string>][]> {
  const before = (await eventsOf(fx)).length;
  await action();
  return (await eventsOf(fx)).slice(before).map((e) => [e.event, e.object]);
}

const attendeeObject = (id: number, club: 'a' | 'b' | 'c') => ({ attendeeId: iriOf(fx, 'attendees', id), clubId: iriOf(fx, 'clubs', fx.clubs[club]) });
const classObject = (id: number, club: 'a' | 'b' | 'c') => ({ classEventId: iriOf(fx, 'class_events', id), clubId: iriOf(fx, 'clubs', fx.clubs[club]) });

describe('attendee events', () => {
  it('attendee.booked for a seat, with the class\'s club (a member of a booking at b); nothing for a queue place', async () => {
    const event = await createClass(fx, 'b', '2026-03-12T18:30', { attendingLimit: 1, queueLimit: 1 });
    const [seated, waiting] = [await addMember(fx, 'a'), await addMember(fx, 'b')];
    let seat = 0;
    expect(await during(async () => { seat = (await booked(fx, event.id, seated!.id)).id; })).toEqual([['attendee.booked', attendeeObject(seat, 'b')]]);
    expect(await during(async () => { await booked(fx, event.id, waiting!.id); })).toEqual([]);
  });

  it('cancelling a seat sends attendee.canceled, then attendee.booked for the promoted attendee', async () => {
    const event = await createClass(fx, 'a', '2026-03-12T19:30', { attendingLimit: 1, queueLimit: 2 });
    const seat = await booked(fx, event.id, (await addMember(fx, 'a')).id);
    const first = await booked(fx, event.id, (await addMember(fx, 'a')).id);
    const second = await booked(fx, event.id, (await addMember(fx, 'a')).id);
    expect(await during(async () => { expect((await transition(fx, seat.id)).status).toBe(200); })).toEqual([
      ['attendee.canceled', attendeeObject(seat.id, 'a')],
      ['attendee.booked', attendeeObject(first.id, 'a')],
    ]);
    // A queue place withdrawn: attendee.canceled only.
    expect(await during(async () => { expect((await transition(fx, second.id)).status).toBe(200); })).toEqual([
      ['attendee.canceled', attendeeObject(second.id, 'a')],
    ]);
  });

  it('sends nothing for a refused booking or transition', async () => {
    const event = await createClass(fx, 'a', '2026-03-12T20:30', { attendingLimit: 1 });
    const seat = await booked(fx, event.id, (await addMember(fx, 'a')).id);
    expect((await transition(fx, seat.id)).status).toBe(200);
    expect(await during(async () => {
      await expectProblem(await book(fx, event.id, fx.contacts.alice), 400, 'api.error.attendee.no-active-subscription');
      await expectProblem(await transition(fx, seat.id), 400, 'api.error.attendee.already-canceled');
      await expectProblem(await book(fx, (await createClass(fx, 'c', '2026-03-12T08:00')).id, (await addMember(fx, 'a')).id), 400, 'api.error.attendee.club-not-shared');
    })).toEqual([['class_event.updated', expect.objectContaining({ clubId: iriOf(fx, 'clubs', fx.clubs.c) })]]);
  });
});

describe('class events', () => {
  it('class_event.updated for each class created, one-off or a series', async () => {
    let events: ClassEventJson[] = [];
    const sent = await during(async () => { events = await createSeries(fx, 'c', '2026-03-13T07:00', { weeks: 3 }); });
    expect(sent).toEqual(events.map((e) => ['class_event.updated', classObject(e.id, 'c')]));
    expect(sent).toHaveLength(3);
  });

  it('class_event.updated on a change; a raised capacity also sends attendee.booked for each promoted attendee, in queue order', async () => {
    const event = await createClass(fx, 'a', '2026-03-13T18:30', { attendingLimit: 1, queueLimit: 2 });
    await booked(fx, event.id, (await addMember(fx, 'a')).id);
    const first = await booked(fx, event.id, (await addMember(fx, 'a')).id);
    const second = await booked(fx, event.id, (await addMember(fx, 'a')).id);
    const patch = (body: unknown) => call(`/${fx.token}/class_events/${event.id}`, { token: fx.admin, method: 'PATCH', body });
    expect(await during(async () => { expect((await patch({ name: 'Evening flow' })).status).toBe(200); }))
      .toEqual([['class_event.updated', classObject(event.id, 'a')]]);
    expect(await during(async () => { expect((await patch({ attendingLimit: 3 })).status).toBe(200); })).toEqual([
      ['attendee.booked', attendeeObject(first.id, 'a')],
      ['attendee.booked', attendeeObject(second.id, 'a')],
      ['class_event.updated', classObject(event.id, 'a')],
    ]);
    expect(await during(async () => { expect((await patch({ attendingLimit: 0 })).status).toBe(400); })).toEqual([]);
  });

  it('class_event.canceled when staff cancel a class', async () => {
    const event = await createClass(fx, 'b', '2026-03-13T18:30');
    await booked(fx, event.id, (await addMember(fx, 'b')).id);
    expect(await during(async () => {
      expect((await call(`/${fx.token}/class_events/${event.id}/cancel`, { token: fx.admin, method: 'POST' })).status).toBe(200);
    })).toEqual([['class_event.canceled', classObject(event.id, 'b')]]);
  });
});

describe('delivery', () => {
  it('delivers attendee.booked to the webhook with the spec\'s body and the class\'s club in X-User-Club-Id', async () => {
    // Delivery leases are kept in real time: the clock is not pinned here, and the class is in two days.
    setClock(null);
    receiver = await startReceiver(200);
    await configureEndpoint(fx.tenant, receiver.url);
    // The events of the earlier tests go out first.
    while (await runDeliveryRound({ tenantIds: [fx.tenant.id] }) > 0);
    receiver.received.length = 0;
    const event = await createClass(fx, 'b', isoInZone(new Date(Date.now() + 2 * 86_400_000), ZONES.b).slice(0, 16));
    const seat = await booked(fx, event.id, (await addMember(fx, 'a')).id);
    while (await runDeliveryRound({ tenantIds: [fx.tenant.id] }) > 0);
    expect(receiver.received.map((r) => JSON.parse(r.body))).toEqual([
      { event: 'class_event.updated', data: { object: classObject(event.id, 'b') } },
      { event: 'attendee.booked', data: { object: attendeeObject(seat.id, 'b') } },
    ]);
    for (const request of receiver.received) expect(request.headers['x-user-club-id']).toBe(iriOf(fx, 'clubs', fx.clubs.b));
  });
});

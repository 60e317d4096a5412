// Bookings of a rush placed together by one statement (claim-places.ts; claim-place.ts sends them):
// seats to the earliest asked, then queue places, the rest none; a contact who got a place meanwhile
// answered as such; one attendee.booked per seat, in booking order, the tenant's numbers unbroken.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../lib/db/client';
import { outboxEvents } from '../../lib/db/schema';
import { claimPlaces } from '../../lib/domain/booking/claim-places';
import { setClock } from '../../lib/time/clock';
import { call, iriOf } from '../factories';
import { NOW, addMember, booked, createClass, eventsOf, seatsOf, setupBooking, type BookingFixture } from './helpers';

let fx: BookingFixture;
beforeAll(async () => {
  setClock(NOW);
  fx = await setupBooking();
});
afterAll(() => setClock(null));

const at = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);

describe('claimPlaces', () => {
  it('places a rush in the order it was asked for: seats, then queue places, then nothing', async () => {
    const event = await createClass(fx, 'a', '2026-03-12T18:30', { attendingLimit: 2, queueLimit: 2 });
    const members = await Promise.all(Array.from({ length: 6 }, () => addMember(fx, 'a')));
    // Sent in another order than asked: the time asked decides.
    const asked = [5, 2, 4, 0, 3, 1].map((second) => ({ contactId: members[second]!.id, at: at(second) }));
    const before = (await eventsOf(fx)).length;
    const placed = await claimPlaces({ tenant: fx.tenant, classEventId: event.id, clubId: fx.clubs.a, requests: asked });

    const outcome = (second: number) => {
      const place = placed.get(members[second]!.id);
      return typeof place === 'object' ? place.state : place;
    };
    expect([0, 1, 2, 3, 4, 5].map(outcome)).toEqual(['booked', 'booked', 'queued', 'queued', undefined, undefined]);
    const seat = placed.get(members[0]!.id);
    expect(seat).toMatchObject({ classEventId: event.id, contactId: members[0]!.id, bookedAt: at(0), queuedAt: null });
    expect(placed.get(members[3]!.id)).toMatchObject({ bookedAt: null, queuedAt: at(3) });

    const after = await seatsOf(fx, event.id);
    expect([after.event.bookedCount, after.event.queuedCount, after.booked, after.queued]).toEqual([2, 2, 2, 2]);
    const seats = [0, 1].map((second) => (placed.get(members[second]!.id) as { id: number }).id);
    expect((await eventsOf(fx)).slice(before)).toEqual(seats.map((id) => ({
      event: 'attendee.booked', object: { attendeeId: iriOf(fx, 'attendees', id), clubId: iriOf(fx, 'clubs', fx.clubs.a) },
    })));
    const db = await getDb();
    const numbers = (await db.select({ seq: outboxEvents.seq }).from(outboxEvents).where(eq(outboxEvents.tenantId, fx.tenant.id))
      .orderBy(asc(outboxEvents.seq))).map((r) => Number(r.seq));
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
  });

  it('answers already-live for a contact who holds a place, and places the others', async () => {
    const event = await createClass(fx, 'a', '2026-03-12T19:30', { attendingLimit: 5 });
    const [holder, other] = [await addMember(fx, 'a'), await addMember(fx, 'a')];
    await booked(fx, event.id, holder.id);
    const placed = await claimPlaces({
      tenant: fx.tenant, classEventId: event.id, clubId: fx.clubs.a,
      requests: [{ contactId: holder.id, at: at(1) }, { contactId: other.id, at: at(2) }],
    });
    expect(placed.get(holder.id)).toBe('already-live');
    expect(placed.get(other.id)).toMatchObject({ state: 'booked' });
    expect((await seatsOf(fx, event.id)).event.bookedCount).toBe(2);
  });

  it('places nobody in a cancelled class', async () => {
    const event = await createClass(fx, 'a', '2026-03-12T20:30', { attendingLimit: 5 });
    expect((await call(`/${fx.token}/class_events/${event.id}/cancel`, { token: fx.admin, method: 'POST' })).status).toBe(200);
    const member = await addMember(fx, 'a');
    const placed = await claimPlaces({ tenant: fx.tenant, classEventId: event.id, clubId: fx.clubs.a, requests: [{ contactId: member.id, at: at(1) }] });
    expect(placed.size).toBe(0);
    expect((await seatsOf(fx, event.id)).rows).toHaveLength(0);
  });
});

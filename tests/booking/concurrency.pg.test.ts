// Simultaneous bookings and cancellations on PostgreSQL: the class's seats and queue are never
// exceeded, a lost race is the rule's 400 (class-full, already-booked), never a 500, the counters on
// the class always match its attendee rows, and freed seats go to the queue in order.
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../lib/db/client';
import { outboxEvents } from '../../lib/db/schema';
import { insertContact, insertSubscription } from '../../lib/seed/tenant-builder';
import { isoInZone } from '../../lib/time/zone';
import { iriOf } from '../factories';
import {
  ZONES, book, createClass, eventsOf, seatsOf, setupBooking, transition, type AttendeeJson, type BookingFixture,
} from './helpers';

let fx: BookingFixture;
// The real clock: queue times then differ by the order in which the database granted the places.
const inTwoDays = () => isoInZone(new Date(Date.now() + 2 * 86_400_000), ZONES.a).slice(0, 16);

beforeAll(async () => {
  fx = await setupBooking();
});

/** `count` contacts of club a, each with an active subscription. */
async function members(count: number): Promise<number[]> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const ids: number[] = [];
    for (let i = 0; i < count; i += 1) {
      const id = await insertContact(tx, fx.tenant, { clubId: fx.clubs.a, email: `racer${i}-${Date.now()}@${fx.token}.test`, givenName: `Racer${i}`, familyName: 'Test', state: 'client' });
      await insertSubscription(tx, fx.tenant, { contactId: id, clubId: fx.clubs.a, name: 'Monthly', paymentType: 'direct_debit', rhythmBilling: 'monthly', startDate: '2026-01-01' });
      ids.push(id);
    }
    return ids;
  });
}

async function outcomes(responses: Response[]): Promise<{ status: number; code?: string; attendee?: AttendeeJson }[]> {
  return Promise.all(responses.map(async (res) => {
    const body = (await res.json()) as AttendeeJson & { code?: string };
    return res.status === 201 || res.status === 200 ? { status: res.status, attendee: body } : { status: res.status, code: body.code! };
  }));
}

describe('bookings under concurrency (PostgreSQL)', () => {
  it('200 simultaneous bookings on 20 seats and 30 queue places: 20 booked, 30 queued, 150 class-full; then 20 cancellations promote the 20 oldest queued in order', async () => {
    const event = await createClass(fx, 'a', inTwoDays(), { attendingLimit: 20, queueLimit: 30, studio: null, coach: null });
    const contacts = await members(200);
    const results = await outcomes(await Promise.all(contacts.map((id) => book(fx, event.id, id))));

    expect(results.filter((r) => r.status >= 500)).toEqual([]);
    const seated = results.filter((r) => r.attendee?.state === 'booked').map((r) => r.attendee!);
    const queued = results.filter((r) => r.attendee?.state === 'queued').map((r) => r.attendee!);
    expect(seated).toHaveLength(20);
    expect(queued).toHaveLength(30);
    expect(results.filter((r) => r.status === 400 && r.code === 'api.error.attendee.class-full')).toHaveLength(150);

    const after = await seatsOf(fx, event.id);
    expect([after.event.bookedCount, after.event.queuedCount]).toEqual([20, 30]);
    expect([after.booked, after.queued, after.rows.length]).toEqual([20, 30, 50]);
    expect(new Set(after.rows.map((r) => r.contactId)).size).toBe(50);
    // One attendee.booked per seat taken, none for a queue place, whatever statement placed them.
    const placedIris = [...seated, ...queued].map((a) => iriOf(fx, 'attendees', a.id));
    const bookedEvents = (await eventsOf(fx, ['attendee.booked'])).map((e) => e.object.attendeeId!).filter((id) => placedIris.includes(id));
    expect(bookedEvents.sort()).toEqual(seated.map((a) => iriOf(fx, 'attendees', a.id)).sort());

    // The queue as the database ordered it: by queue time, then id.
    const queue = after.rows.filter((r) => r.state === 'queued')
      .sort((x, y) => x.queuedAt!.getTime() - y.queuedAt!.getTime() || x.id - y.id).map((r) => r.id);

    const cancels = await outcomes(await Promise.all(seated.map((a) => transition(fx, a.id))));
    expect(cancels.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(cancels.every((r) => r.attendee!.state === 'canceled')).toBe(true);

    const final = await seatsOf(fx, event.id);
    expect([final.event.bookedCount, final.event.queuedCount]).toEqual([20, 10]);
    expect([final.booked, final.queued, final.canceled]).toEqual([20, 10, 20]);
    const promoted = final.rows.filter((r) => r.state === 'booked').map((r) => r.id);
    expect([...promoted].sort((x, y) => x - y)).toEqual([...queue.slice(0, 20)].sort((x, y) => x - y));
    expect(final.rows.filter((r) => r.state === 'queued').map((r) => r.id).sort((x, y) => x - y)).toEqual([...queue.slice(20)].sort((x, y) => x - y));

    // In queue order: the attendee.booked events (and seat times) follow the queue.
    const db = await getDb();
    const sent = await db.select({ event: outboxEvents.event, object: outboxEvents.object }).from(outboxEvents)
      .where(and(eq(outboxEvents.tenantId, fx.tenant.id), eq(outboxEvents.event, 'attendee.booked'))).orderBy(asc(outboxEvents.seq));
    const promotions = sent.map((e) => e.object.attendeeId!)
      .filter((iri) => queue.map((id) => iriOf(fx, 'attendees', id)).includes(iri));
    expect(promotions).toEqual(queue.slice(0, 20).map((id) => iriOf(fx, 'attendees', id)));
    const seatTimes = queue.slice(0, 20).map((id) => final.rows.find((r) => r.id === id)!.bookedAt!.getTime());
    expect(seatTimes).toEqual([...seatTimes].sort((x, y) => x - y));
  });

  it('the same contact booking 10 times at once gets one place and 9 already-booked', async () => {
    const event = await createClass(fx, 'a', inTwoDays(), { attendingLimit: 5, queueLimit: 5, studio: null, coach: null });
    const [contact] = await members(1);
    const results = await outcomes(await Promise.all(Array.from({ length: 10 }, () => book(fx, event.id, contact))));
    expect(results.filter((r) => r.status === 201).map((r) => r.attendee!.state)).toEqual(['booked']);
    expect(results.filter((r) => r.status === 400 && r.code === 'api.error.attendee.already-booked')).toHaveLength(9);
    const after = await seatsOf(fx, event.id);
    expect([after.event.bookedCount, after.event.queuedCount, after.rows.length]).toEqual([1, 0, 1]);
  });

  it('a seat cancelled while others book goes to the queue; the queue place it frees to at most one of them', async () => {
    const event = await createClass(fx, 'a', inTwoDays(), { attendingLimit: 3, queueLimit: 2, studio: null, coach: null });
    const contacts = await members(20);
    const first = await outcomes(await Promise.all(contacts.slice(0, 5).map((id) => book(fx, event.id, id))));
    const seat = first.find((r) => r.attendee?.state === 'booked')!.attendee!;
    const [cancel, ...rest] = await Promise.all([transition(fx, seat.id), ...contacts.slice(5).map((id) => book(fx, event.id, id))]);
    expect(cancel!.status).toBe(200);
    const later = await outcomes(rest);
    expect(later.filter((r) => r.status >= 500)).toEqual([]);
    const won = later.filter((r) => r.status === 201);
    expect(won.length).toBeLessThanOrEqual(1);
    expect(later.filter((r) => r.code === 'api.error.attendee.class-full')).toHaveLength(15 - won.length);
    const after = await seatsOf(fx, event.id);
    expect([after.event.bookedCount, after.event.queuedCount]).toEqual([after.booked, after.queued]);
    expect([after.booked, after.queued]).toEqual([3, 1 + won.length]);
  });
});

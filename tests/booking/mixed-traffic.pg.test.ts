// Issue 19.1, on PostgreSQL: a full class (5 seats, 2 queue places) whose 5 booked attendees cancel
// while 20 other contacts book, at once, round after round, sometimes while staff lowers the
// capacity. Every answer is a rule's (never a 5xx), the class's counters equal its attendee rows, the
// queue is served in its order, and nobody waits in the queue, or is refused once every seat had
// been freed, while a seat is free. Then the race itself, step by step: a claim
// that waits on the class's lock while the class changes under it.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { getDb } from '../../lib/db/client';
import { queryRows } from '../../lib/db/raw';
import { attendees, classEvents } from '../../lib/db/schema';
import { claimPlaces } from '../../lib/domain/booking/claim-places';
import { insertContact, insertSubscription } from '../../lib/seed/tenant-builder';
import { isoInZone } from '../../lib/time/zone';
import { call } from '../factories';
import { ZONES, book, booked, createClass, seatsOf, setupBooking, transition, type AttendeeJson, type BookingFixture } from './helpers';

let fx: BookingFixture;
let contacts: number[];
const ROUNDS = 30;
const SEATS = 5;
const QUEUE = 2;
const BOOKERS = 20;
// Bookers sent once every cancellation has answered: by then every seat is freed, so a refusal says the class was full.
const LATE = 4;

beforeAll(async () => {
  fx = await setupBooking();
  const db = await getDb();
  contacts = await db.transaction(async (tx) => {
    const ids: number[] = [];
    for (let i = 0; i < SEATS + QUEUE + BOOKERS + LATE; i += 1) {
      const id = await insertContact(tx, fx.tenant, { clubId: fx.clubs.a, email: `mixed${i}@${fx.token}.test`, givenName: `Mixed${i}`, familyName: 'Test', state: 'client' });
      await insertSubscription(tx, fx.tenant, { contactId: id, clubId: fx.clubs.a, name: 'Monthly', paymentType: 'direct_debit', rhythmBilling: 'monthly', startDate: '2026-01-01' });
      ids.push(id);
    }
    return ids;
  });
}, 120_000);

interface Answer { status: number; code?: string; attendee?: AttendeeJson }

async function answer(response: Promise<Response>): Promise<Answer> {
  const res = await response;
  const body = (await res.json()) as AttendeeJson & { code?: string };
  return res.status < 300 ? { status: res.status, attendee: body } : { status: res.status, code: body.code! };
}

function lowerCapacity(classId: number, attendingLimit: number): Promise<Response> {
  return call(`/${fx.token}/class_events/${classId}`, {
    token: fx.admin, method: 'PATCH', body: { attendingLimit }, headers: { accept: 'application/json' },
  });
}

/** One round on a class of its own; answers what the assertions need. */
async function round(n: number) {
  // A class per round, each at its own hour (no studio or coach, so none overlaps another).
  const start = isoInZone(new Date(Date.now() + (2 * 24 + n) * 3_600_000), ZONES.a).slice(0, 16);
  const event = await createClass(fx, 'a', start, { attendingLimit: SEATS, queueLimit: QUEUE, studio: null, coach: null });
  const seated: AttendeeJson[] = [];
  for (const id of contacts.slice(0, SEATS)) seated.push(await booked(fx, event.id, id));
  const queued: AttendeeJson[] = [];
  for (const id of contacts.slice(SEATS, SEATS + QUEUE)) queued.push(await booked(fx, event.id, id));
  expect(queued.map((a) => a.state)).toEqual(['queued', 'queued']);

  const bookers = contacts.slice(SEATS + QUEUE, SEATS + QUEUE + BOOKERS);
  const late = contacts.slice(SEATS + QUEUE + BOOKERS);
  // Every third round staff lowers the capacity by one or two, at the same moment.
  const lowered = n % 3 === 0 ? SEATS - 1 - (n % 2) : undefined;
  // Even rounds send everything at once. In odd ones the bookings go out once a first cancellation
  // has answered: its seat went to the queue, so the class has a queue place free and the bookings
  // reach the claim while the other cancellations hold the class's lock.
  const cancels = seated.map((a) => answer(transition(fx, a.id)));
  const patch = lowered === undefined ? undefined : answer(lowerCapacity(event.id, lowered));
  if (n % 2 === 1) await Promise.race(cancels);
  const bookings = Promise.all(bookers.map((id) => answer(book(fx, event.id, id))));
  const [cancelled, patched] = await Promise.all([Promise.all(cancels), patch]);
  const lateBookings = await Promise.all(late.map((id) => answer(book(fx, event.id, id))));
  return { event, queued, cancelled, patched, lowered, booked: await bookings, lateBookings, after: await seatsOf(fx, event.id) };
}

describe('a full class under mixed traffic (PostgreSQL)', () => {
  it(`${ROUNDS} rounds of 5 cancellations and ${BOOKERS + LATE} bookings at once (a third of them while staff lowers the capacity)`, async () => {
    const db = await getDb();
    for (let n = 0; n < ROUNDS; n += 1) {
      const { event, queued, cancelled, patched, lowered, booked: answers, lateBookings, after } = await round(n);
      const context = `round ${n}: ${JSON.stringify({ cancelled: cancelled.map((a) => a.status), patched, answers: [...answers, ...lateBookings].map((a) => a.code ?? a.attendee!.state) })}`;

      // Only the rules answer: a seat, a queue place, class-full; the staff change or its refusal.
      expect([...cancelled, ...answers, ...lateBookings].filter((a) => a.status >= 500), context).toEqual([]);
      expect(cancelled.map((a) => a.status), context).toEqual(Array(SEATS).fill(200));
      for (const a of [...answers, ...lateBookings]) {
        expect(a.status === 201 || a.code === 'api.error.attendee.class-full', context).toBe(true);
      }
      if (patched) expect(patched.status === 200 || patched.code === 'api.error.validation.invalid', `${context} ${JSON.stringify(patched)}`).toBe(true);

      const [row] = await db.select().from(classEvents).where(and(eq(classEvents.tenantId, fx.tenant.id), eq(classEvents.id, event.id)));
      const limit = row!.attendingLimit;
      if (patched?.status === 200) expect(limit, context).toBe(lowered);
      // The counters are the attendee rows, within the limits.
      expect([after.event.bookedCount, after.event.queuedCount], context).toEqual([after.booked, after.queued]);
      expect(after.booked, context).toBeLessThanOrEqual(limit);
      expect(after.queued, context).toBeLessThanOrEqual(QUEUE);
      // Each answer is its row (a queue place may have become a seat since).
      for (const a of [...answers, ...lateBookings].filter((x) => x.attendee)) {
        const state = after.rows.find((r) => r.id === a.attendee!.id)?.state;
        expect(a.attendee!.state === 'queued' ? ['queued', 'booked'] : ['booked'], context).toContain(state);
      }
      // Nobody waits while a seat is free.
      if (after.queued > 0) expect(after.booked, context).toBe(limit);
      // The freed seats went to the queue first, in its order: both queued attendees have a seat, the first one first.
      const promoted = queued.map((q) => after.rows.find((r) => r.id === q.id)!);
      expect(promoted.map((r) => r.state), context).toEqual(['booked', 'booked']);
      expect(promoted[0]!.bookedAt!.getTime(), context).toBeLessThanOrEqual(promoted[1]!.bookedAt!.getTime());
      // A booking sent once every seat had been freed and refused found the class full: it still is.
      if (lateBookings.some((a) => a.code === 'api.error.attendee.class-full')) {
        expect([after.booked, after.queued], context).toEqual([limit, QUEUE]);
      }
    }
  }, 300_000);
});

/**
 * Runs `claim` while another transaction holds the class's lock and makes `change`: the claim's
 * snapshot is taken before the change commits, its lock after. Answers what the claim answered.
 */
async function claimWhileChanged<T>(classId: number, change: SQL[], claim: () => Promise<T>): Promise<T> {
  const db = await getDb();
  let changed!: () => void;
  let commit!: () => void;
  const isChanged = new Promise<void>((resolve) => { changed = resolve; });
  const committing = new Promise<void>((resolve) => { commit = resolve; });
  const other = db.transaction(async (tx) => {
    await tx.execute(sql`SELECT 1 FROM ${classEvents} WHERE tenant_id = ${fx.tenant.id} AND id = ${classId} FOR UPDATE`);
    for (const statement of change) await tx.execute(statement);
    changed();
    await committing;
  });
  await isChanged;
  const claimed = claim();
  // Committed only once the claim waits on the lock, so its snapshot is older than the change.
  await vi.waitFor(async () => {
    const [waiting] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM pg_stat_activity
      WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%WITH target AS%'`);
    expect(waiting!.n).toBe(1);
  }, { timeout: 10_000, interval: 5 });
  commit();
  await other;
  return claimed;
}

describe('a claim waiting on the class\'s lock (PostgreSQL)', () => {
  let hour = 0;
  const full = async (seats: number, queue: number) => {
    hour += 1;
    const start = isoInZone(new Date(Date.now() + (5 * 24 + hour) * 3_600_000), ZONES.a).slice(0, 16);
    const event = await createClass(fx, 'a', start, { attendingLimit: seats, queueLimit: queue, studio: null, coach: null });
    const places: AttendeeJson[] = [];
    for (const id of contacts.slice(0, seats + queue)) places.push(await booked(fx, event.id, id));
    return { event, places };
  };
  const claim = (classId: number, contactId: number) => async () => (await claimPlaces({
    tenant: fx.tenant, classEventId: classId, clubId: fx.clubs.a, requests: [{ contactId, at: new Date() }],
  })).get(contactId);
  // What cancelAttendee writes, without the promotion (these classes have no queue, or cancel a queue place).
  const cancel = (classId: number, attendeeId: number, counter: SQL) => [
    sql`UPDATE ${attendees} SET state = 'canceled', canceled_at = now() WHERE tenant_id = ${fx.tenant.id} AND id = ${attendeeId}`,
    sql`UPDATE ${classEvents} SET ${counter} WHERE tenant_id = ${fx.tenant.id} AND id = ${classId}`,
  ];
  const newcomer = () => contacts[contacts.length - 1]!;

  it('takes the seat freed while it waited (the class was full in its snapshot)', async () => {
    const { event, places } = await full(2, 0);
    const place = await claimWhileChanged(event.id, cancel(event.id, places[0]!.id, sql`booked_count = booked_count - 1`), claim(event.id, newcomer()));
    expect(place).toMatchObject({ state: 'booked' });
    const after = await seatsOf(fx, event.id);
    expect([after.event.bookedCount, after.booked]).toEqual([2, 2]);
  });

  it('takes the queue place freed while it waited', async () => {
    const { event, places } = await full(1, 1);
    const place = await claimWhileChanged(event.id, cancel(event.id, places[1]!.id, sql`queued_count = queued_count - 1`), claim(event.id, newcomer()));
    expect(place).toMatchObject({ state: 'queued' });
    const after = await seatsOf(fx, event.id);
    expect([after.event.bookedCount, after.event.queuedCount, after.booked, after.queued]).toEqual([1, 1, 1, 1]);
  });

  it('takes a seat of the capacity raised while it waited, counted against the raised capacity', async () => {
    const { event } = await full(2, 0);
    const raise = [sql`UPDATE ${classEvents} SET attending_limit = 3 WHERE tenant_id = ${fx.tenant.id} AND id = ${event.id}`];
    const place = await claimWhileChanged(event.id, raise, claim(event.id, newcomer()));
    expect(place).toMatchObject({ state: 'booked' });
    const after = await seatsOf(fx, event.id);
    expect([after.event.attendingLimit, after.event.bookedCount, after.booked]).toEqual([3, 3, 3]);
  });

  it('finds the class full when the capacity was lowered while it waited', async () => {
    const { event, places } = await full(3, 0);
    const lower = [...cancel(event.id, places[0]!.id, sql`booked_count = booked_count - 1`),
      sql`UPDATE ${classEvents} SET attending_limit = 2 WHERE tenant_id = ${fx.tenant.id} AND id = ${event.id}`];
    expect(await claimWhileChanged(event.id, lower, claim(event.id, newcomer()))).toBeUndefined();
    const after = await seatsOf(fx, event.id);
    expect([after.event.attendingLimit, after.event.bookedCount, after.booked]).toEqual([2, 2, 2]);
  });
});

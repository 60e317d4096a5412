// Spot booking under concurrency on PostgreSQL (CONTRACT §14): never two live attendees on one spot,
// whatever mix of bookings asking a spot, bookings given the lowest free one, cancellations and the
// promotions they cause; a lost race is the rule's 400 (spot-taken, class-full), never a 500.
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../lib/db/client';
import { insertContact, insertSubscription } from '../../lib/seed/tenant-builder';
import { isoInZone } from '../../lib/time/zone';
import { call, iriOf } from '../factories';
import { ZONES, createClass, seatsOf, setupBooking, transition, type BookingFixture } from '../booking/helpers';

let fx: BookingFixture;
let layoutIri: string;
const SPOTS = 12;

beforeAll(async () => {
  fx = await setupBooking();
  const res = await call(`/${fx.token}/class_layouts`, { token: fx.admin, method: 'POST', body: {
    name: 'Race bikes', studio: iriOf(fx, 'studios', fx.res.a.studio), spots: Array.from({ length: SPOTS }, (_, i) => ({ number: i + 1, x: i, y: 0 })),
  } });
  expect(res.status).toBe(201);
  layoutIri = ((await res.json()) as { '@id': string })['@id'];
});

async function members(count: number, round: number): Promise<number[]> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const ids: number[] = [];
    for (let i = 0; i < count; i += 1) {
      const id = await insertContact(tx, fx.tenant, { clubId: fx.clubs.a, email: `spot${round}-${i}-${Date.now()}@${fx.token}.test`, givenName: `Spot${i}`, familyName: 'Race', state: 'client' });
      await insertSubscription(tx, fx.tenant, { contactId: id, clubId: fx.clubs.a, name: 'Monthly', paymentType: 'direct_debit', rhythmBilling: 'monthly', startDate: '2026-01-01' });
      ids.push(id);
    }
    return ids;
  });
}

const bookOn = (classId: number, contactId: number, spot?: number) => call(`/${fx.token}/attendees`, { token: fx.partner, method: 'POST', body: {
  classEvent: iriOf(fx, 'class_events', classId), contactId: iriOf(fx, 'contacts', contactId), ...(spot !== undefined ? { spot } : {}),
} });

describe('spots under concurrency (PostgreSQL)', () => {
  it('20 rounds of 40 simultaneous bookings (half asking a spot) on 12 spots, then cancellations racing new bookings: one attendee per spot, always', async () => {
    for (let round = 0; round < 20; round += 1) {
      const start = isoInZone(new Date(Date.now() + 2 * 86_400_000 + round * 7_200_000), ZONES.a).slice(0, 16);
      const event = await createClass(fx, 'a', start, { attendingLimit: SPOTS, queueLimit: 6, studio: null, coach: null });
      const patched = await call(`/${fx.token}/class_events/${event.id}`, { token: fx.admin, method: 'PATCH', body: { classLayout: layoutIri } });
      expect(patched.status).toBe(200);
      const people = await members(46, round);
      const asked = (i: number) => (i % 2 === 0 ? ((i * 7 + round) % SPOTS) + 1 : undefined);
      const answers = await Promise.all(people.slice(0, 40).map((id, i) => bookOn(event.id, id, asked(i))));
      const bodies = await Promise.all(answers.map(async (res) => ({ status: res.status, body: (await res.json()) as { id: number; state: string; spot: number | null; code?: string } })));
      expect(bodies.filter((b) => b.status >= 500)).toEqual([]);
      for (const b of bodies.filter((x) => x.status === 400)) expect(['api.error.attendee.spot-taken', 'api.error.attendee.class-full']).toContain(b.body.code);
      const seated = bodies.filter((b) => b.status === 201 && b.body.state === 'booked');
      expect(seated).toHaveLength(SPOTS);
      // Cancellations of a third of the seats race six new bookings; the queue is promoted meanwhile.
      const leaving = seated.slice(0, 4).map((b) => b.body.id);
      const racing = await Promise.all([
        ...leaving.map((id) => transition(fx, id)),
        ...people.slice(40).map((id, i) => bookOn(event.id, id, i % 2 === 0 ? (i % SPOTS) + 1 : undefined)),
      ]);
      expect(racing.filter((res) => res.status >= 500)).toEqual([]);
      const { event: row, rows } = await seatsOf(fx, event.id);
      const live = rows.filter((r) => r.state === 'booked');
      expect(live).toHaveLength(row.bookedCount);
      expect(row.bookedCount).toBeLessThanOrEqual(SPOTS);
      const spots = live.map((r) => r.spot);
      expect(spots.every((s) => s !== null && s >= 1 && s <= SPOTS)).toBe(true);
      expect(new Set(spots).size).toBe(spots.length);
      expect(rows.filter((r) => r.state === 'queued').every((r) => r.spot === null)).toBe(true);
    }
  }, 240_000);
});

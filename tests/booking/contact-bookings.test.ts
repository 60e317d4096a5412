// The contact page's bookings (lib/domain/booking/list-contact-bookings.ts): every place to come,
// soonest first, and the 10 latest past, newest first, with the class's club and its clock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listContactBookings } from '../../lib/domain/booking/list-contact-bookings';
import type { OperationContext } from '../../lib/domain/context';
import { DomainError } from '../../lib/domain/errors';
import { setClock } from '../../lib/time/clock';
import { NOW, addMember, booked, createClass, setupBooking, transition, type BookingFixture } from './helpers';

let fx: BookingFixture;
beforeAll(async () => {
  setClock(NOW); // 2026-03-10T10:00:00Z
  fx = await setupBooking();
});
afterAll(() => setClock(null));

const staff = (): OperationContext => ({ tenant: fx.tenant, actor: { kind: 'staff', userId: 1, role: 'staff' } });
const day = (n: number) => `2026-03-${String(10 + n).padStart(2, '0')}`;

describe('a contact\'s bookings for staff', () => {
  it('gives all places to come and the 10 latest past, cancelled ones said as such', async () => {
    const member = await addMember(fx, 'a');
    const classes = [];
    for (let n = 1; n <= 13; n += 1) classes.push(await createClass(fx, 'a', `${day(n)}T18:00`));
    const places = [];
    for (const event of classes) places.push(await booked(fx, event.id, member.id));
    expect((await transition(fx, places[12]!.id)).status).toBe(200);

    setClock(new Date(`${day(12)}T12:00:00Z`)); // classes of days 1 to 11 are over
    try {
      const { upcoming, past } = await listContactBookings({ ...staff(), contactId: member.id });
      expect(upcoming.map((b) => b.classEventId)).toEqual([classes[11]!.id, classes[12]!.id]);
      expect(upcoming[0]).toMatchObject({ state: 'booked', clubName: 'Club A', startsAt: `${day(12)}T18:00:00+01:00`, classCanceled: false });
      expect(upcoming[1]!.state).toBe('canceled');
      expect(past.map((b) => b.classEventId)).toEqual(classes.slice(1, 11).map((c) => c.id).reverse());
    } finally {
      setClock(NOW);
    }
  });

  it('refuses a contact of another tenant as not found', async () => {
    const other = await setupBooking();
    const stranger = await addMember(other, 'a');
    await expect(listContactBookings({ ...staff(), contactId: stranger.id })).rejects.toSatisfy((e) => e instanceof DomainError && e.code === 'api.error.not-found');
  });
});

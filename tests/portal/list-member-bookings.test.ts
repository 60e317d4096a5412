// The bookings page's read (listMemberBookings): the member's own seats and queue places in classes
// not yet over, soonest first, with queue positions; nothing of anyone else's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookClass } from '../../lib/domain/booking/book-class';
import { cancelAttendee } from '../../lib/domain/booking/cancel-attendee';
import { listMemberBookings } from '../../lib/domain/portal/list-member-bookings';
import { setClock } from '../../lib/time/clock';
import { call } from '../factories';
import { NOW, addMember, booked, createClass, setupBooking, type BookingFixture } from '../booking/helpers';

let fx: BookingFixture;
let member: { tenant: BookingFixture['tenant']; actor: { kind: 'member'; contactId: number } };

beforeAll(async () => {
  setClock(NOW); // Tuesday 10 March 2026, 11:00 in Paris
  fx = await setupBooking();
  const alice = await addMember(fx, 'a', { name: 'alice' });
  member = { tenant: fx.tenant, actor: { kind: 'member', contactId: alice.id } };
});
afterAll(() => setClock(null));

describe('listMemberBookings', () => {
  it('lists seats and queue places, soonest first, with the queue position; not cancelled places, classes over or cancelled, or others\' places', async () => {
    const friday = await createClass(fx, 'a', '2026-03-13T18:30', { name: 'Friday' });
    const thursday = await createClass(fx, 'b', '2026-03-12T07:00', { name: 'Thursday in B', attendingLimit: 1, queueLimit: 2 });
    const dropped = await createClass(fx, 'a', '2026-03-11T12:00', { name: 'Dropped by the club' });
    const changedMind = await createClass(fx, 'a', '2026-03-11T18:00', { name: 'Changed my mind' });
    const running = await createClass(fx, 'a', '2026-03-10T10:59', { name: 'Running', minutes: 60 });
    const othersOnly = await createClass(fx, 'a', '2026-03-12T09:00', { name: 'Others only' });

    await booked(fx, thursday.id, (await addMember(fx, 'b')).id); // the only seat is taken
    await booked(fx, othersOnly.id, (await addMember(fx, 'a')).id);
    const seat = await bookClass({ ...member, classEventId: friday.id });
    const queued = await bookClass({ ...member, classEventId: thursday.id });
    await bookClass({ ...member, classEventId: dropped.id });
    const withdrawn = await bookClass({ ...member, classEventId: changedMind.id });
    await cancelAttendee({ ...member, attendeeId: withdrawn.id });
    expect((await call(`/${fx.token}/class_events/${dropped.id}/cancel`, { token: fx.admin, method: 'POST' })).status).toBe(200);

    // Booked a minute before it started, it is still theirs while it runs (it cannot be cancelled any more).
    setClock(new Date('2026-03-10T09:58:00Z'));
    const inProgress = await bookClass({ ...member, classEventId: running.id });
    setClock(NOW);

    const list = await listMemberBookings(member);
    expect(list.map((c) => [c.name, c.mine])).toEqual([
      ['Running', { attendeeId: inProgress.id, state: 'booked', position: null, spot: null }],
      ['Thursday in B', { attendeeId: queued.id, state: 'queued', position: 1, spot: null }],
      ['Friday', { attendeeId: seat.id, state: 'booked', position: null, spot: null }],
    ]);
    expect(list[0]).toMatchObject({ status: 'started' });
    expect(list[1]).toMatchObject({ club: { id: fx.clubs.b, name: 'Club B' }, startsAt: '2026-03-12T07:00:00+01:00', placesLeft: 0, queueLength: 1 });

    // Once a class is over, it leaves the list.
    setClock(new Date('2026-03-10T11:00:00Z'));
    expect((await listMemberBookings(member)).map((c) => c.name)).toEqual(['Thursday in B', 'Friday']);
    setClock(NOW);
  });

  it('is empty for a member without bookings', async () => {
    const newcomer = await addMember(fx, 'a');
    expect(await listMemberBookings({ tenant: fx.tenant, actor: { kind: 'member', contactId: newcomer.id } })).toEqual([]);
  });
});

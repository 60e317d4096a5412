// The staff's attendee and queue lists of a class (listClassRoster): names, seats in booking order,
// the waiting list in the order freed seats go to it (queue time, not id), and who withdrew.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listClassRoster } from '../../lib/domain/booking/list-class-roster';
import type { OperationContext } from '../../lib/domain/context';
import { DomainError } from '../../lib/domain/errors';
import { setClock } from '../../lib/time/clock';
import { call, createTenantFixture } from '../factories';
import { addMember, booked, createClass, NOW, setupBooking, transition, type BookingFixture } from '../booking/helpers';

let fx: BookingFixture;
let staff: OperationContext;
beforeAll(async () => {
  setClock(NOW);
  fx = await setupBooking();
  staff = { tenant: fx.tenant, actor: { kind: 'staff', userId: 1, role: 'owner' } };
});
afterAll(() => setClock(null));

const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);
const namesOf = (entries: { contact: { givenName: string } }[]) => entries.map((e) => e.contact.givenName);

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(DomainError);
  return (error as DomainError).code;
}

describe('listClassRoster', () => {
  it('lists the seats, the waiting list in queue order and those who withdrew, with names', async () => {
    const event = await createClass(fx, 'a', '2026-03-12T18:30', { attendingLimit: 2, queueLimit: 3 });
    const [ann, ben, cleo, dan, eve] = await Promise.all(['Ann', 'Ben', 'Cleo', 'Dan', 'Eve'].map((name) => addMember(fx, 'a', { name })));
    setClock(minutes(1));
    const annSeat = await booked(fx, event.id, ann!.id);
    await booked(fx, event.id, ben!.id);
    // Cleo joins the queue after Dan in time, though her row is written first: the clock, not the id, orders the queue.
    setClock(minutes(5));
    await booked(fx, event.id, cleo!.id);
    setClock(minutes(3));
    await booked(fx, event.id, dan!.id);
    setClock(minutes(4));
    await booked(fx, event.id, eve!.id);
    setClock(minutes(6));
    expect((await transition(fx, annSeat.id)).status).toBe(200);
    setClock(NOW);

    const roster = await listClassRoster({ ...staff, classEventId: event.id });
    // Ann's seat went to Dan, first in the queue by time.
    expect(namesOf(roster.booked)).toEqual(['Ben', 'Dan']);
    expect(namesOf(roster.queued)).toEqual(['Eve', 'Cleo']);
    expect(namesOf(roster.canceled)).toEqual(['Ann']);
    expect(roster.booked[1]).toMatchObject({
      contactId: dan!.id, state: 'booked', bookedAt: minutes(6), queuedAt: minutes(3), canceledAt: null, lateCancel: false,
      contact: { givenName: 'Dan', familyName: 'Test', email: dan!.email },
    });
    expect(roster.queued.map((e) => e.queuedAt)).toEqual([minutes(4), minutes(5)]);
    expect(roster.canceled[0]).toMatchObject({ contactId: ann!.id, canceledAt: minutes(6), bookedAt: minutes(1) });
  });

  it('shows everyone as cancelled once the class is cancelled, and an empty class as empty', async () => {
    const event = await createClass(fx, 'a', '2026-03-13T18:30', { attendingLimit: 1, queueLimit: 1 });
    const empty = await createClass(fx, 'a', '2026-03-13T19:30');
    const [fay, gus] = await Promise.all(['Fay', 'Gus'].map((name) => addMember(fx, 'a', { name })));
    await booked(fx, event.id, fay!.id);
    await booked(fx, event.id, gus!.id);
    expect((await call(`/${fx.token}/class_events/${event.id}/cancel`, { token: fx.admin, method: 'POST' })).status).toBe(200);
    const roster = await listClassRoster({ ...staff, classEventId: event.id });
    expect(roster.booked).toEqual([]);
    expect(roster.queued).toEqual([]);
    expect(namesOf(roster.canceled)).toEqual(['Fay', 'Gus']);
    expect(await listClassRoster({ ...staff, classEventId: empty.id })).toEqual({ booked: [], queued: [], canceled: [] });
  });

  it('is another tenant\'s class "not found"; members, contact tokens and other clubs\' tokens are refused', async () => {
    const event = await createClass(fx, 'a', '2026-03-14T18:30');
    const other = await createTenantFixture();
    expect(await refusal(listClassRoster({ tenant: other.tenant, actor: { kind: 'staff', userId: 1, role: 'owner' }, classEventId: event.id })))
      .toBe('api.error.not-found');
    expect(await refusal(listClassRoster({ ...staff, classEventId: 99_999_999 }))).toBe('api.error.not-found');
    expect(await refusal(listClassRoster({ ...staff, actor: { kind: 'member', contactId: fx.contacts.alice }, classEventId: event.id })))
      .toBe('api.error.auth.contact-scope');
    const contactToken = { kind: 'client', clientId: 'x', scopes: ['partner'], contactId: fx.contacts.alice } as const;
    expect(await refusal(listClassRoster({ ...staff, actor: { ...contactToken, scopes: [...contactToken.scopes] }, classEventId: event.id })))
      .toBe('api.error.auth.contact-scope');
    const otherClub = { kind: 'client', clientId: 'x', scopes: ['admin' as const], clubId: fx.clubs.b } as const;
    expect(await refusal(listClassRoster({ ...staff, actor: { ...otherClub, scopes: [...otherClub.scopes] }, classEventId: event.id })))
      .toBe('api.error.scope.unauthorized-club');
  });
});

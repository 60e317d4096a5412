// Class layouts and spot booking, the online limit and the external quota on every booking path,
// the desk's channel, and POST /attendees/batch_cancel (CONTRACT §14).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '../../lib/time/clock';
import { call, iriOf } from '../factories';
import { expectProblem, expectViolation } from '../problem';
import {
  NOW, addMember, booked, getJson, createClass, readClass, seatsOf, setupBooking, transition, type AttendeeJson, type BookingFixture,
} from '../booking/helpers';

let fx: BookingFixture;
let layout: { '@id': string; id: number; spots: { number: number; label: string }[] };
beforeAll(async () => {
  setClock(NOW);
  fx = await setupBooking();
  layout = await layoutOf('Bikes', [1, 2, 3, 4].map((n) => ({ number: n, label: `Bike ${n}`, x: n, y: 0 })));
});
afterAll(() => setClock(null));

const send = (path: string, method: string, body?: unknown, token = fx.admin) =>
  call(`/${fx.token}${path}`, { token, method, ...(body !== undefined ? { body } : {}), headers: { accept: 'application/json' } });

async function layoutOf(name: string, spots: unknown[]) {
  const res = await send('/class_layouts', 'POST', { name, studio: iriOf(fx, 'studios', fx.res.a.studio), spots });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as typeof layout;
}

let hour = 6;
/** A class of club a's studio on 12 March, each at its own hour (no clash), with the fields given. */
async function classWith(fields: Record<string, unknown>, places = { attendingLimit: 4, queueLimit: 2 }) {
  hour += 1;
  const event = await createClass(fx, 'a', `2026-03-12T${String(hour).padStart(2, '0')}:00`, places);
  const res = await send(`/class_events/${event.id}`, 'PATCH', fields);
  expect(res.status, await res.clone().text()).toBe(200);
  return event;
}

const bookSpot = (classId: number, contactId: number, extra: Record<string, unknown>, token = fx.partner) =>
  call(`/${fx.token}/attendees`, { token, method: 'POST', body: { classEvent: iriOf(fx, 'class_events', classId), contactId: iriOf(fx, 'contacts', contactId), ...extra } });

describe('class layouts', () => {
  it('are created, read, listed, renamed and deleted; spot numbers are unique, a layout is a studio\'s', async () => {
    expect(layout).toMatchObject({ name: 'Bikes', studio: iriOf(fx, 'studios', fx.res.a.studio), spots: [{ number: 1, label: 'Bike 1' }, {}, {}, {}] });
    await expectViolation(await send('/class_layouts', 'POST', { name: 'Dup', studio: iriOf(fx, 'studios', fx.res.a.studio),
      spots: [{ number: 1, x: 0, y: 0 }, { number: 1, x: 1, y: 0 }] }), 'spots.1.number', 'duplicate');
    await expectViolation(await send('/class_layouts', 'POST', { name: 'None', studio: iriOf(fx, 'studios', fx.res.a.studio), spots: [] }), 'spots');
    await expectViolation(await send('/class_layouts', 'POST', { name: 'Far', studio: iriOf(fx, 'studios', 999_999), spots: [{ number: 1, x: 0, y: 0 }] }), 'studio', 'not-found');
    const spare = await layoutOf('Spare', [{ number: 9, x: 0, y: 0 }]);
    expect((await send(`/class_layouts/${spare.id}`, 'PATCH', { name: 'Rowers' })).status).toBe(200);
    expect((await send(`/class_layouts/${spare.id}`, 'DELETE')).status).toBe(204);
    await expectProblem(await send(`/class_layouts/${spare.id}`, 'GET'), 404, 'api.error.not-found');
  });

  it('a class with a layout has as many places as spots at most', async () => {
    const event = await createClass(fx, 'a', '2026-03-13T07:00', { attendingLimit: 5 });
    await expectViolation(await send(`/class_events/${event.id}`, 'PATCH', { classLayout: layout['@id'] }), 'attendingLimit', 'above-spots');
  });
});

describe('spot booking', () => {
  it('gives the lowest free spot, the one asked for, refuses a taken one or one outside the layout, and a promoted attendee gets a spot', async () => {
    const event = await classWith({ classLayout: layout['@id'] });
    const [a, b, c, d, e] = [await addMember(fx, 'a'), await addMember(fx, 'a'), await addMember(fx, 'a'), await addMember(fx, 'a'), await addMember(fx, 'a')];
    const first = (await (await bookSpot(event.id, a.id, {})).json()) as AttendeeJson & { spot: number };
    expect(first.spot).toBe(1);
    const third = (await (await bookSpot(event.id, b.id, { spot: 3 })).json()) as AttendeeJson & { spot: number };
    expect(third.spot).toBe(3);
    await expectProblem(await bookSpot(event.id, c.id, { spot: 3 }), 400, 'api.error.attendee.spot-taken');
    await expectViolation(await bookSpot(event.id, c.id, { spot: 7 }), 'spot', 'not-in-layout');
    await expectViolation(await bookSpot(event.id, c.id, { spot: 0 }), 'spot');
    expect(((await (await bookSpot(event.id, c.id, {})).json()) as { spot: number }).spot).toBe(2);
    expect(((await (await bookSpot(event.id, d.id, {})).json()) as { spot: number }).spot).toBe(4);
    const waiting = (await (await bookSpot(event.id, e.id, {})).json()) as AttendeeJson & { spot: number | null };
    expect([waiting.state, waiting.spot]).toEqual(['queued', null]);
    expect((await transition(fx, third.id)).status).toBe(200);
    expect(await (await send(`/attendees/${waiting.id}`, 'GET', undefined, fx.partner)).json()).toMatchObject({ state: 'booked', spot: 3 });
  });

  it('simultaneous bookings, three asking the same spot: one gets it, the others spot-taken, the rest the lowest free spots', async () => {
    const event = await classWith({ classLayout: layout['@id'] });
    const people = [await addMember(fx, 'a'), await addMember(fx, 'a'), await addMember(fx, 'a'), await addMember(fx, 'a'), await addMember(fx, 'a')];
    const asks = [{ spot: 2 }, { spot: 2 }, {}, { spot: 2 }, { spot: 4 }];
    const answers = await Promise.all(people.map(async (p, i) => {
      const res = await bookSpot(event.id, p.id, asks[i]!);
      return { status: res.status, body: (await res.json()) as { spot?: number; state?: string; code?: string } };
    }));
    const onTwo = answers.filter((a, i) => asks[i]!.spot === 2);
    expect(onTwo.filter((a) => a.status === 201).map((a) => a.body.spot)).toEqual([2]);
    expect(onTwo.filter((a) => a.status === 400).map((a) => a.body.code)).toEqual(['api.error.attendee.spot-taken', 'api.error.attendee.spot-taken']);
    expect([answers[2]!.status, answers[2]!.body.spot]).toEqual([201, 1]);
    expect([answers[4]!.status, answers[4]!.body.spot]).toEqual([201, 4]);
    const { rows } = await seatsOf(fx, event.id);
    expect(rows.filter((r) => r.state === 'booked').map((r) => r.spot).sort()).toEqual([1, 2, 4]);
  });

  it('a class without a layout has no spots to choose', async () => {
    const event = await classWith({});
    await expectViolation(await bookSpot(event.id, (await addMember(fx, 'a')).id, { spot: 1 }), 'spot', 'no-layout');
  });
});

describe('online limit and external quota', () => {
  it('online bookings stop at the online limit and go to the queue; the desk (admin, channel desk) books the rest', async () => {
    const event = await classWith({ onlineLimit: 2 });
    const people = [await addMember(fx, 'a'), await addMember(fx, 'a'), await addMember(fx, 'a'), await addMember(fx, 'a')];
    expect((await booked(fx, event.id, people[0]!.id)).state).toBe('booked');
    expect((await booked(fx, event.id, people[1]!.id)).state).toBe('booked');
    expect((await booked(fx, event.id, people[2]!.id)).state).toBe('queued');
    // Places left say what an online booking can get: none, though 2 of 4 seats are free.
    expect(await readClass(fx, event.id)).toMatchObject({ bookedAttendees: 2, attendeeRemaining: 0 });
    await expectProblem(await bookSpot(event.id, people[3]!.id, { channel: 'desk' }), 403, 'api.error.scope.unauthorized-endpoint');
    const desk = (await (await bookSpot(event.id, people[3]!.id, { channel: 'desk' }, fx.admin)).json()) as AttendeeJson;
    expect(desk.state).toBe('booked');
    // A desk booking withdrawn frees a seat the online queue cannot take: the online places are full.
    expect((await transition(fx, desk.id)).status).toBe(200);
    expect((await seatsOf(fx, event.id)).rows.filter((r) => r.state === 'booked')).toHaveLength(2);
  });

  it('the external quota\'s places are never booked here', async () => {
    const event = await classWith({ externalQuota: 3 });
    const people = [await addMember(fx, 'a'), await addMember(fx, 'a'), await addMember(fx, 'a')];
    expect(await readClass(fx, event.id)).toMatchObject({ attendeeRemaining: 1 });
    expect((await booked(fx, event.id, people[0]!.id)).state).toBe('booked');
    expect((await booked(fx, event.id, people[1]!.id)).state).toBe('queued');
    expect((await (await bookSpot(event.id, people[2]!.id, { channel: 'desk' }, fx.admin)).json())).toMatchObject({ state: 'queued' });
    expect(await readClass(fx, event.id)).toMatchObject({ externalQuota: 3, bookedAttendees: 1 });
  });

  it('the schedule\'s available filter counts places as the booking does', async () => {
    const event = await classWith({ externalQuota: 3 }, { attendingLimit: 4, queueLimit: 0 });
    const ids = async (available: boolean) => (await getJson<{ id: number }[]>(fx,
      `/class_events?available=${available}&startedAt[after]=2026-03-12&startedAt[before]=2026-03-12T23:59&itemsPerPage=100`, fx.partner,
      { 'x-user-club-id': iriOf(fx, 'clubs', fx.clubs.a) })).map((c) => c.id);
    expect(await ids(true)).toContain(event.id);
    expect((await booked(fx, event.id, (await addMember(fx, 'a')).id)).state).toBe('booked');
    expect(await ids(false)).toContain(event.id);
    expect(await ids(true)).not.toContain(event.id);
  });

  it('refuses an online limit or a quota above the capacity', async () => {
    const event = await classWith({});
    await expectViolation(await send(`/class_events/${event.id}`, 'PATCH', { onlineLimit: 5 }), 'onlineLimit', 'above-capacity');
    await expectViolation(await send(`/class_events/${event.id}`, 'PATCH', { externalQuota: 5 }), 'externalQuota', 'above-capacity');
    await expectViolation(await send(`/class_events/${event.id}`, 'PATCH', { onlineLimit: -1 }), 'onlineLimit');
  });
});

describe('POST /attendees/batch_cancel', () => {
  it('cancels each as a single cancellation would, promoting the queue; all or none', async () => {
    const event = await classWith({}, { attendingLimit: 2, queueLimit: 2 });
    const people = [await addMember(fx, 'a'), await addMember(fx, 'a'), await addMember(fx, 'a')];
    const seats = [await booked(fx, event.id, people[0]!.id), await booked(fx, event.id, people[1]!.id)];
    const waiting = await booked(fx, event.id, people[2]!.id);
    await expectViolation(await send('/attendees/batch_cancel', 'POST', { attendees: [seats[0]!['@id'], iriOf(fx, 'attendees', 999_999)] }), 'attendees.1', 'not-found');
    expect((await seatsOf(fx, event.id)).rows.filter((r) => r.state === 'canceled')).toHaveLength(0);
    await expectProblem(await send('/attendees/batch_cancel', 'POST', { attendees: [seats[0]!['@id']] }, fx.partner), 403, 'api.error.scope.unauthorized-endpoint');
    const res = await send('/attendees/batch_cancel', 'POST', { attendees: [seats[0]!['@id'], seats[1]!['@id'], seats[0]!['@id']] });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ canceled: 2 });
    const rows = (await seatsOf(fx, event.id)).rows;
    expect(rows.find((r) => r.id === waiting.id)!.state).toBe('booked');
    expect(await (await send('/attendees/batch_cancel', 'POST', { attendees: [seats[0]!['@id']] })).json()).toEqual({ canceled: 0 });
  });
});

// Recurrences (CONTRACT §14): POST /recurrences as Stadline's collection sends it, GET, and
// DELETE ?from= cancelling a series from a day on with its attendees told as for one cancelled class.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../lib/db/client';
import { classEvents } from '../../lib/db/schema';
import { setClock } from '../../lib/time/clock';
import { call, iriOf } from '../factories';
import { expectProblem, expectViolation } from '../problem';
import {
  NOW, addMember, booked, createClass, getJson, readClass, setupBooking, type BookingFixture, type ClassEventJson,
} from '../booking/helpers';

let fx: BookingFixture;
beforeAll(async () => {
  setClock(NOW); // Tuesday 2026-03-10, 11:00 in Paris
  fx = await setupBooking();
});
afterAll(() => setClock(null));

interface RecurrenceJson { '@id': string; id: number; classEvents: string[]; day: string; startedAt: string; endedAt: string; classEventType: Record<string, unknown> }

const post = (body: unknown) => call(`/${fx.token}/recurrences`, { token: fx.admin, method: 'POST', body, headers: { accept: 'application/json' } });
const idOf = (iri: string) => Number(iri.split('/').pop());
const classesOf = async (r: RecurrenceJson): Promise<ClassEventJson[]> => Promise.all(r.classEvents.map((iri) => readClass(fx, idOf(iri))));

/** The collection's "Create the class_event recurrence" body, its variables filled with this tenant's. */
function collectionBody(over: { startedAt?: string; endedAt?: string; classEvents?: string[]; studio?: number; day?: string } = {}) {
  return {
    startedAt: over.startedAt ?? '2026-06-04', endedAt: over.endedAt ?? '2026-08-05', frequency: 'weekly', day: over.day ?? 'th',
    excludedDates: [], extraDates: [],
    classEventType: {
      queueLimit: 5, activity: iriOf(fx, 'activities', fx.res.a.activity), attendingLimit: 10,
      startedAt: '2026-06-04T12:00:00', endedAt: '2026-06-04T13:00:00', club: iriOf(fx, 'clubs', fx.clubs.a),
      studio: iriOf(fx, 'studios', over.studio ?? fx.res.a.studio), instructionsComment: null, description: null,
    },
    classEvents: over.classEvents ?? [],
  };
}

describe('POST /recurrences', () => {
  it('takes the collection\'s request: one class per Thursday, both days included, at 12:00 on the club\'s clock, the linked class kept for its day', async () => {
    const existing = await createClass(fx, 'a', '2026-06-11T12:00', { attendingLimit: 10, queueLimit: 5 });
    const res = await post(collectionBody({ classEvents: [existing['@id']], endedAt: '2026-07-30' }));
    expect(res.status, await res.clone().text()).toBe(201);
    const recurrence = (await res.json()) as RecurrenceJson;
    expect(res.headers.get('location')).toBe(`/api${recurrence['@id']}`);
    expect(recurrence).toMatchObject({ '@type': 'Recurrence', day: 'th', frequency: 'weekly', startedAt: '2026-06-04', endedAt: '2026-07-30', canceledFrom: null,
      classEventType: { attendingLimit: 10, queueLimit: 5, startedAt: '2026-06-04T12:00:00+02:00', endedAt: '2026-06-04T13:00:00+02:00' } });
    const classes = await classesOf(recurrence);
    // June 4 .. July 30: 9 Thursdays, June 11 being the class it was given.
    expect(classes.map((c) => c.startedAt)).toEqual(['2026-06-04', '2026-06-11', '2026-06-18', '2026-06-25', '2026-07-02', '2026-07-09', '2026-07-16', '2026-07-23', '2026-07-30']
      .map((d) => `${d}T12:00:00+02:00`));
    expect(classes[1]!.id).toBe(existing.id);
    for (const c of classes) expect(c).toMatchObject({ recurrence: recurrence['@id'], endedAt: c.startedAt.replace('12:00', '13:00'), studio: iriOf(fx, 'studios', fx.res.a.studio) });
    const read = await getJson<RecurrenceJson>(fx, `/recurrences/${recurrence.id}`, fx.admin);
    expect(read.classEvents).toEqual(recurrence.classEvents);
  });

  it('as published (another sandbox\'s activity, an unfilled {{classEventId}}) is refused on exactly those fields', async () => {
    const body = {
      ...collectionBody(), startedAt: '2025-06-05', endedAt: '2025-08-05',
      classEventType: { ...collectionBody().classEventType, activity: '/demoapi/activities/11307' }, classEvents: ['{{classEventId}}'],
    };
    const res = await post(body);
    expect(res.status).toBe(400);
    const problem = (await res.json()) as { violations: { propertyPath: string }[] };
    expect(problem.violations.map((v) => v.propertyPath).sort()).toEqual(['classEventType.activity', 'classEvents.0']);
  });

  it('keeps the wall-clock time across the change of time, adds extra days and leaves out excluded ones, none twice', async () => {
    const recurrence = await (await post({
      ...collectionBody({ startedAt: '2026-10-19', endedAt: '2026-11-09', day: 'mo', studio: (await studio('Autumn')).id }),
      excludedDates: ['2026-11-02', '2026-11-02'], extraDates: ['2026-10-19', '2026-11-11'],
    })).json() as RecurrenceJson;
    expect((await classesOf(recurrence)).map((c) => c.startedAt)).toEqual([
      '2026-10-19T12:00:00+02:00', '2026-10-26T12:00:00+01:00', '2026-11-09T12:00:00+01:00', '2026-11-11T12:00:00+01:00',
    ]);
  });

  it('creates only the days not yet begun; a recurrence left with none is refused as a class in the past', async () => {
    const room = await studio('Partly past');
    const res = await post({ ...collectionBody({ startedAt: '2026-03-02', endedAt: '2026-03-20', day: 'tu', studio: room.id }),
      classEventType: { ...collectionBody().classEventType, studio: iriOf(fx, 'studios', room.id), startedAt: '2026-03-02T10:30:00', endedAt: '2026-03-02T11:30:00' } });
    // Tuesday 10 March 10:30 has begun (it is 11:00): March 17 only.
    expect((await classesOf(await res.json() as RecurrenceJson)).map((c) => c.startedAt)).toEqual(['2026-03-17T10:30:00+01:00']);
    await expectViolation(await post(collectionBody({ startedAt: '2026-03-01', endedAt: '2026-03-09', day: 'mo' })), 'startedAt', 'in-the-past', 'api.error.class-event.in-the-past');
  });

  it('refuses a recurrence with no matching day, and bad input, each naming the field', async () => {
    await expectViolation(await post(collectionBody({ startedAt: '2026-06-01', endedAt: '2026-06-03', day: 'fr' })), 'day', 'no-matching-date', 'api.error.recurrence.no-matching-date');
    await expectViolation(await post(collectionBody({ startedAt: '2026-06-10', endedAt: '2026-06-03' })), 'endedAt', 'before-start');
    await expectViolation(await post(collectionBody({ startedAt: '2026-06-01', endedAt: '2027-12-03' })), 'endedAt', 'range');
    await expectViolation(await post(collectionBody({ day: 'xx' })), 'day');
    await expectViolation(await post({ ...collectionBody(), frequency: 'daily' }), 'frequency');
    await expectViolation(await post({ ...collectionBody(), startedAt: '2026-02-30' }), 'startedAt');
    await expectViolation(await post({ ...collectionBody(), classEventType: { ...collectionBody().classEventType, endedAt: '2026-06-04T11:00:00' } }), 'classEventType.endedAt', 'before-start');
    await expectViolation(await post({ ...collectionBody(), classEventType: { ...collectionBody().classEventType, startedAt: 'noon' } }), 'classEventType.startedAt');
    await expectViolation(await post({ ...collectionBody(), classEventType: { ...collectionBody().classEventType, activity: iriOf(fx, 'activities', fx.res.b.activity) } }), 'classEventType.activity', 'not-found');
    await expectViolation(await post({ ...collectionBody(), classEvents: [iriOf(fx, 'class_events', 999_999)] }), 'classEvents.0', 'not-found');
    await expectViolation(await post({ ...collectionBody(), extraDates: ['tomorrow'] }), 'extraDates.0');
  });

  it('refuses a series that would land on a class of the same studio, naming it, and creates none of it', async () => {
    const room = await studio('Clash room');
    const other = await createClass(fx, 'a', '2026-04-16T12:30', { studio: room.id, coach: null, name: 'HIIT' });
    const res = await post({ ...collectionBody({ startedAt: '2026-04-02', endedAt: '2026-04-30', studio: room.id }) });
    expect(((await res.clone().json()) as { detail: string }).detail).toContain(`"HIIT" (${other['@id']})`);
    await expectProblem(res, 400, 'api.error.class-event.clash');
    const inRoom = await (await getDb()).select({ id: classEvents.id }).from(classEvents)
      .where(and(eq(classEvents.tenantId, fx.tenant.id), eq(classEvents.studioId, room.id)));
    expect(inRoom.map((c) => c.id)).toEqual([other.id]);
  });
});

describe('DELETE /recurrences/{id}?from=', () => {
  it('cancels its classes from that day on, telling their attendees; earlier ones stay', async () => {
    const room = await studio('Cancel room');
    const recurrence = await (await post(collectionBody({ startedAt: '2026-03-12', endedAt: '2026-04-02', studio: room.id }))).json() as RecurrenceJson;
    const classes = await classesOf(recurrence);
    expect(classes).toHaveLength(4);
    const member = await addMember(fx, 'a');
    await booked(fx, classes[1]!.id, member.id);
    const res = await call(`/${fx.token}/recurrences/${recurrence.id}?from=2026-03-19`, { token: fx.admin, method: 'DELETE' });
    expect(res.status).toBe(204);
    expect((await classesOf(recurrence)).map((c) => c.canceled)).toEqual([false, true, true, true]);
    const mails = await getJson<{ subject: string }[]>(fx, `/sandbox/messages?to=${encodeURIComponent(member.email)}`, fx.admin);
    expect(mails.map((m) => m.subject)[0]).toMatch(/^Annulé/);
    expect((await getJson<{ canceledFrom: string }>(fx, `/recurrences/${recurrence.id}`, fx.admin)).canceledFrom).toBe('2026-03-19');
    // Again: nothing more to cancel, still a 204.
    expect((await call(`/${fx.token}/recurrences/${recurrence.id}?from=2026-03-26`, { token: fx.admin, method: 'DELETE' })).status).toBe(204);
  });

  it('needs a day, and an existing recurrence', async () => {
    await expectViolation(await call(`/${fx.token}/recurrences/1?from=someday`, { token: fx.admin, method: 'DELETE' }), 'from');
    await expectViolation(await call(`/${fx.token}/recurrences/1`, { token: fx.admin, method: 'DELETE' }), 'from');
    await expectProblem(await call(`/${fx.token}/recurrences/999999?from=2026-03-26`, { token: fx.admin, method: 'DELETE' }), 404, 'api.error.not-found');
    await expectProblem(await call(`/${fx.token}/recurrences/999999`, { token: fx.admin }), 404, 'api.error.not-found');
  });
});

async function studio(name: string): Promise<{ id: number }> {
  const res = await call(`/${fx.token}/studios`, { token: fx.admin, method: 'POST', body: { club: iriOf(fx, 'clubs', fx.clubs.a), name } });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: number };
}

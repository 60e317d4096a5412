// Shared by the booking tests: a tenant (clubs a Paris, b Berlin, c New York; a shares with b, b with
// the group `east` = a + b, c with none) with an activity, a studio and a coach per club made through
// the admin API, two activity groups, and helpers for classes, bookings and events. "Now" is pinned
// at 2026-03-10T10:00:00Z: 11:00 in Paris and Berlin, 06:00 in New York.
import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { getDb } from '../../lib/db/client';
import { activityGroups, attendees, classEvents, outboxEvents } from '../../lib/db/schema';
import { insertContact, insertSubscription } from '../../lib/seed/tenant-builder';
import { isoInZone, parseDateTimeInZone } from '../../lib/time/zone';
import { call, createTenantFixture, iriOf, scheduledAhead, tokenFor, type TenantFixture } from '../factories';

export const NOW = new Date('2026-03-10T10:00:00Z');
export const ZONES = { a: 'Europe/Paris', b: 'Europe/Berlin', c: 'America/New_York' } as const;
export type ClubKey = keyof typeof ZONES;

export interface ClubResources { activity: number; studio: number; coach: number }

export interface BookingFixture extends TenantFixture {
  admin: string;
  partner: string;
  res: Record<ClubKey, ClubResources>;
  groups: { mind: number; cardio: number };
}

export interface ClassEventJson {
  '@id': string; id: number; name: string; club: string; activity: string; studio: string | null; coach: string | null;
  startedAt: string; endedAt: string; attendingLimit: number; queueLimit: number; bookedAttendees: number; queuedAttendees: number;
  attendeeRemaining: number; queueRemaining: number; canceled: boolean; archived: boolean;
}

export interface AttendeeJson {
  '@id': string; id: number; classEvent: string; contactId: string; state: 'booked' | 'queued' | 'canceled';
  bookedAt: string | null; queuedAt: string | null; canceledAt: string | null; lateCancel: boolean;
}

/** POST as admin, expecting 201; returns the body. */
export async function created<T>(fx: { token: string; admin: string }, path: string, body: unknown): Promise<T> {
  const res = await call(`/${fx.token}${path}`, { token: fx.admin, method: 'POST', body, headers: { accept: 'application/json' } });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as T;
}

/** A new tenant with tokens, one activity (in group `mind`), studio and coach per club. */
export async function setupBooking(): Promise<BookingFixture> {
  const fx = await createTenantFixture();
  const [admin, partner] = await Promise.all([tokenFor(fx, 'admin'), tokenFor(fx, 'partner')]);
  const db = await getDb();
  const [mind, cardio] = await db.insert(activityGroups).values([{ tenantId: fx.tenant.id, name: 'Mind' }, { tenantId: fx.tenant.id, name: 'Cardio' }])
    .returning({ id: activityGroups.id });
  const groups = { mind: mind!.id, cardio: cardio!.id };
  const base = { ...fx, admin, partner };
  const resources = async (key: ClubKey): Promise<ClubResources> => {
    const club = iriOf(fx, 'clubs', fx.clubs[key]);
    const activity = await created<{ id: number }>(base, '/activities', {
      club, name: `Yoga ${key}`, activityGroups: [iriOf(fx, 'activity_groups', groups.mind)],
    });
    const studio = await created<{ id: number }>(base, '/studios', { club, name: `Studio ${key}` });
    const coach = await created<{ id: number }>(base, '/coaches', { club, name: `Coach ${key}` });
    return { activity: activity.id, studio: studio.id, coach: coach.id };
  };
  const res = { a: await resources('a'), b: await resources('b'), c: await resources('c') };
  return { ...base, res, groups };
}

/** An ISO date-time with the club's offset for a local wall time there ("2026-03-12T18:30"). */
export function local(key: ClubKey, wall: string): string {
  return isoInZone(parseDateTimeInZone(wall, ZONES[key])!, ZONES[key]);
}

export interface ClassOptions {
  minutes?: number; attendingLimit?: number; queueLimit?: number; name?: string;
  activity?: number; studio?: number | null; coach?: number | null; weeks?: number;
}

/** The body of POST /class_events for a class starting at a local wall time in the club. */
export function classBody(fx: BookingFixture, key: ClubKey, wall: string, o: ClassOptions = {}): Record<string, unknown> {
  const start = parseDateTimeInZone(wall, ZONES[key])!;
  const end = new Date(start.getTime() + (o.minutes ?? 60) * 60_000);
  const ref = (collection: string, id: number | null | undefined, fallback: number) => (id === null ? null : iriOf(fx, collection, id ?? fallback));
  return {
    club: iriOf(fx, 'clubs', fx.clubs[key]),
    activity: iriOf(fx, 'activities', o.activity ?? fx.res[key].activity),
    studio: ref('studios', o.studio, fx.res[key].studio),
    coach: ref('coaches', o.coach, fx.res[key].coach),
    startedAt: isoInZone(start, ZONES[key]), endedAt: isoInZone(end, ZONES[key]),
    attendingLimit: o.attendingLimit ?? 10, queueLimit: o.queueLimit ?? 0,
    ...(o.name ? { name: o.name } : {}), ...(o.weeks !== undefined ? { weeks: o.weeks } : {}),
  };
}

/** POST /class_events (admin) for one class; returns it. A class already past for the clock is scheduled before its day. */
export async function createClass(fx: BookingFixture, key: ClubKey, wall: string, o: ClassOptions = {}): Promise<ClassEventJson> {
  const body = classBody(fx, key, wall, o);
  return scheduledAhead(body.startedAt as string, () => created<ClassEventJson>(fx, '/class_events', body));
}

const WEEK_DAYS = ['su', 'mo', 'tu', 'we', 'th', 'fr', 'sa'] as const;

/** The body of POST /recurrences for `weeks` classes, one a week from a local wall time in the club. */
export function recurrenceBody(fx: BookingFixture, key: ClubKey, wall: string, o: ClassOptions & { weeks: number }): Record<string, unknown> {
  const { club, startedAt, endedAt, weeks: _weeks, ...template } = classBody(fx, key, wall, { ...o, weeks: undefined });
  const first = wall.slice(0, 10);
  const last = new Date(Date.parse(`${first}T00:00:00Z`) + 7 * (o.weeks - 1) * 86_400_000).toISOString().slice(0, 10);
  return {
    startedAt: first, endedAt: last, frequency: 'weekly', day: WEEK_DAYS[new Date(`${first}T00:00:00Z`).getUTCDay()],
    excludedDates: [], extraDates: [], classEventType: { ...template, club, startedAt, endedAt }, classEvents: [],
  };
}

/** POST /recurrences (admin): `weeks` classes, one a week; returns them, read one by one. */
export async function createSeries(fx: BookingFixture, key: ClubKey, wall: string, o: ClassOptions & { weeks: number }): Promise<ClassEventJson[]> {
  const body = recurrenceBody(fx, key, wall, o);
  const recurrence = await scheduledAhead((body.classEventType as { startedAt: string }).startedAt,
    () => created<{ classEvents: string[] }>(fx, '/recurrences', body));
  return Promise.all(recurrence.classEvents.map((id) => readClass(fx, Number(id.split('/').pop()))));
}

/** An active subscription in force since 2026-01-01 (the booking rule needs one). */
export async function subscribe(fx: TenantFixture, contactId: number, clubId: number): Promise<number> {
  return insertSubscription(await getDb(), fx.tenant, {
    contactId, clubId, name: 'Monthly', paymentType: 'direct_debit', rhythmBilling: 'monthly', startDate: '2026-01-01',
  });
}

let counter = 0;

/** Another contact of the club, with an active subscription unless told otherwise. */
export async function addMember(fx: TenantFixture, key: ClubKey, options: { subscribed?: boolean; name?: string } = {}): Promise<{ id: number; email: string }> {
  counter += 1;
  const name = options.name ?? `member${counter}`;
  const email = `${name}-${counter}@${fx.token}.test`;
  const id = await insertContact(await getDb(), fx.tenant, { clubId: fx.clubs[key], email, givenName: name, familyName: 'Test', state: 'client' });
  if (options.subscribed ?? true) await subscribe(fx, id, fx.clubs[key]);
  return { id, email };
}

/** POST /attendees (or another booking path) for this contact with the partner token unless told. */
export function book(fx: BookingFixture, classId: number, contactId?: number, init: { token?: string; path?: string } = {}): Promise<Response> {
  return call(`/${fx.token}${init.path ?? '/attendees'}`, {
    token: init.token ?? fx.partner, method: 'POST', headers: { accept: 'application/json' },
    body: { classEvent: iriOf(fx, 'class_events', classId), ...(contactId !== undefined ? { contactId: iriOf(fx, 'contacts', contactId) } : {}) },
  });
}

/** Books and expects 201; returns the attendee. */
export async function booked(fx: BookingFixture, classId: number, contactId: number): Promise<AttendeeJson> {
  const res = await book(fx, classId, contactId);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as AttendeeJson;
}

/** POST /attendees/{id}/transitions { transition }. */
export function transition(fx: BookingFixture, attendeeId: number, value: unknown = 'cancel', token = fx.partner): Promise<Response> {
  return call(`/${fx.token}/attendees/${attendeeId}/transitions`, {
    token, method: 'POST', body: { transition: value }, headers: { accept: 'application/json' },
  });
}

/** GET as plain JSON, expecting 200. */
export async function getJson<T>(fx: { token: string }, path: string, token: string, headers: Record<string, string> = {}): Promise<T> {
  const res = await call(`/${fx.token}${path}`, { token, headers: { accept: 'application/json', ...headers } });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as T;
}

/** A class as the API shows it now (admin token). */
export function readClass(fx: BookingFixture, id: number): Promise<ClassEventJson> {
  return getJson<ClassEventJson>(fx, `/class_events/${id}`, fx.admin);
}

/** The tenant's outbox events in commit order, optionally only some kinds. */
export async function eventsOf(fx: TenantFixture, kinds?: string[]): Promise<{ event: string; object: Record<string, string> }[]> {
  const db = await getDb();
  const rows = await db.select({ event: outboxEvents.event, object: outboxEvents.object }).from(outboxEvents)
    .where(eq(outboxEvents.tenantId, fx.tenant.id)).orderBy(asc(outboxEvents.seq));
  return (rows as { event: string; object: Record<string, string> }[]).filter((r) => !kinds || kinds.includes(r.event));
}

/** The class's counters and its attendee rows by state, read from the database. */
export async function seatsOf(fx: TenantFixture, classId: number) {
  const db = await getDb();
  const [event] = await db.select().from(classEvents).where(and(eq(classEvents.tenantId, fx.tenant.id), eq(classEvents.id, classId)));
  const rows = await db.select().from(attendees).where(and(eq(attendees.tenantId, fx.tenant.id), eq(attendees.classEventId, classId)))
    .orderBy(asc(attendees.id));
  const count = (state: string) => rows.filter((r) => r.state === state).length;
  return { event: event!, rows, booked: count('booked'), queued: count('queued'), canceled: count('canceled') };
}

/** The id at the end of an IRI. */
export const idOf = (iri: string): number => Number(iri.split('/').at(-1));

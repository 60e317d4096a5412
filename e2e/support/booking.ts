// Classes and bookings made through the partner API for the member booking specs: classes with
// activity and coach names of their own (so a spec finds and filters exactly its classes), members
// with a subscription in force, and bookings by other members, as a partner application makes them.
import { expect, type APIRequestContext } from '@playwright/test';
import { clubIdByCode, uniqueSuffix } from './admin';
import { adminToken } from './api';
import { DEMO } from './demo';
import { createMember, importSubscription, monthsFromToday, type NewMember } from './factories';

async function post<T>(request: APIRequestContext, path: string, data: unknown): Promise<T> {
  const token = await adminToken(request, DEMO.tenant, DEMO.adminClient);
  const response = await request.post(`/api/${DEMO.tenant}${path}`, {
    data, headers: { authorization: `Bearer ${token}`, accept: 'application/json', 'content-type': 'application/json' },
  });
  expect(response.status(), `POST ${path}: ${await response.text()}`).toBe(201);
  return (await response.json()) as T;
}

/** A Paris wall-clock time ("2026-11-24T19:00") `days` from today's Paris date, at `time`. */
export function parisWall(days: number, time: string): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
  const date = new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  return `${date}T${time}`;
}

/** A Paris wall-clock time `hours` from now, on the hour. */
export function parisWallIn(hours: number): string {
  const at = new Date(Date.now() + hours * 3_600_000);
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit' })
    .formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:00`;
}

/** The Paris wall time as an instant with its offset (the demo clubs are all in Paris and Lyon: Europe/Paris). */
function parisInstant(wall: string): string {
  const guess = new Date(`${wall}:00Z`);
  const offset = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Paris', timeZoneName: 'longOffset' })
    .formatToParts(guess).find((p) => p.type === 'timeZoneName')!.value.replace('GMT', '') || '+00:00';
  return `${wall}:00${offset}`;
}

export interface ScheduledClass {
  id: number;
  name: string;
  activity: string;
  coach: string;
  /** As the API answers it, with the club's offset: its first ten characters are the local date. */
  startedAt: string;
}

/** A class at a demo club at a Paris wall time, with a new activity and coach whose names are unique to it. */
export async function scheduleClass(request: APIRequestContext, options: {
  clubCode?: string; label: string; wall: string; minutes?: number; attendingLimit?: number; queueLimit?: number;
}): Promise<ScheduledClass> {
  const { clubCode = 'PB', label, wall, minutes = 60, attendingLimit = 5, queueLimit = 2 } = options;
  const club = `/${DEMO.tenant}/clubs/${await clubIdByCode(request, clubCode)}`;
  const suffix = uniqueSuffix();
  const activity = await post<{ '@id': string; name: string }>(request, '/activities', { club, name: `${label} ${suffix}` });
  const coach = await post<{ '@id': string; name: string }>(request, '/coaches', { club, name: `Coach ${suffix}` });
  const start = parisInstant(wall);
  const end = new Date(Date.parse(start) + minutes * 60_000).toISOString();
  const created = await post<{ id: number; name: string; startedAt: string }>(request, '/class_events', {
    club, activity: activity['@id'], coach: coach['@id'], startedAt: start, endedAt: end, attendingLimit, queueLimit,
  });
  return { id: created.id, name: created.name, activity: activity.name, coach: coach.name, startedAt: created.startedAt };
}

/** A new member of the club with a monthly subscription in force (booking needs one), unless told otherwise. */
export async function bookingMember(request: APIRequestContext, clubCode: string, givenName: string, { subscribed = true } = {}): Promise<NewMember> {
  const member = await createMember(request, clubCode, givenName);
  if (subscribed) {
    await importSubscription(request, member, { name: 'Monthly Club', paymentType: 'direct_debit', startDate: monthsFromToday(-2), rhythmBilling: 'monthly' });
  }
  return member;
}

/** POST /attendees (admin client): someone else books, as a partner application would. Returns the attendee's state. */
export async function bookThroughApi(request: APIRequestContext, classId: number, member: NewMember): Promise<string> {
  const attendee = await post<{ state: string }>(request, '/attendees', {
    classEvent: `/${DEMO.tenant}/class_events/${classId}`, contactId: `/${DEMO.tenant}/contacts/${member.id}`,
  });
  return attendee.state;
}

/** The class's counters as the API reads them. */
export async function classCounters(request: APIRequestContext, classId: number): Promise<{ bookedAttendees: number; queuedAttendees: number }> {
  const token = await adminToken(request, DEMO.tenant, DEMO.adminClient);
  const response = await request.get(`/api/${DEMO.tenant}/class_events/${classId}`, { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } });
  expect(response.status()).toBe(200);
  return (await response.json()) as { bookedAttendees: number; queuedAttendees: number };
}

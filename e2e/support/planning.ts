// Planning data the spot-booking, layout and penalty specs build through the partner API (CONTRACT
// §14): studios and layouts of their own, classes that use them, bookings on a chosen spot, no-shows
// and late cancellations recorded, and the scenarios that turn them into booking blocks.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { clubIdByCode, uniqueSuffix } from './admin';
import { adminToken } from './api';
import { DEMO } from './demo';
import type { NewMember } from './factories';

const iri = (kind: string, id: number) => `/${DEMO.tenant}/${kind}/${id}`;

/** One admin call acting on a club (x-user-club-id), answering `expected`; its JSON body. */
async function call<T>(request: APIRequestContext, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, options: { clubId?: number; data?: unknown; expected?: number } = {}): Promise<T> {
  const { clubId, data, expected = method === 'POST' ? 201 : method === 'DELETE' ? 204 : 200 } = options;
  const token = await adminToken(request, DEMO.tenant, DEMO.adminClient);
  const response = await request.fetch(`/api/${DEMO.tenant}${path}`, {
    method, data,
    headers: {
      authorization: `Bearer ${token}`, accept: 'application/json', 'content-type': method === 'PATCH' ? 'application/merge-patch+json' : 'application/json',
      ...(clubId !== undefined ? { 'x-user-club-id': iri('clubs', clubId) } : {}),
    },
  });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBe(expected);
  return (expected === 204 ? null : await response.json()) as T;
}

export interface Spot { number: number; label: string; x: number; y: number }
export interface Layout { id: number; name: string; studio: string; spots: Spot[] }

/** The demo "Bikes" layout of a club's Studio A: 16 bikes, four rows of four (lib/seed/demo-schedule.ts). */
export async function demoBikes(request: APIRequestContext, clubCode = 'PB'): Promise<Layout> {
  const clubId = await clubIdByCode(request, clubCode);
  const layouts = await call<Layout[]>(request, 'GET', '/class_layouts', { clubId });
  return layouts.find((layout) => layout.name === 'Bikes')!;
}

/** A studio of its own at the club, so that no other class clashes with the spec's and its layouts are its own. */
export async function createStudio(request: APIRequestContext, clubCode = 'PB'): Promise<{ id: number; iri: string; name: string }> {
  const clubId = await clubIdByCode(request, clubCode);
  const studio = await call<{ id: number; name: string }>(request, 'POST', '/studios', { clubId, data: { club: iri('clubs', clubId), name: `Room ${uniqueSuffix()}` } });
  return { id: studio.id, iri: iri('studios', studio.id), name: studio.name };
}

/** A Paris wall time as an instant with its offset. */
function parisInstant(wall: string): string {
  const guess = new Date(`${wall}:00Z`);
  const offset = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Paris', timeZoneName: 'longOffset' })
    .formatToParts(guess).find((p) => p.type === 'timeZoneName')!.value.replace('GMT', '') || '+00:00';
  return `${wall}:00${offset}`;
}

export interface RoomClass { id: number; name: string; activity: string; startedAt: string }

/**
 * A class with a room map: at the club, in `studio` with `layout`, an activity named `label` and a
 * number unique to it, a coach of its own. `walls` are tried in turn: a studio the demo schedule also
 * uses refuses a class that overlaps one of its own (api.error.class-event.clash).
 */
export async function scheduleRoomClass(request: APIRequestContext, options: {
  clubCode?: string; label: string; studio: string; layout: number; walls: string[]; minutes?: number; attendingLimit: number;
}): Promise<RoomClass> {
  const { clubCode = 'PB', label, studio, layout, walls, minutes = 45, attendingLimit } = options;
  const clubId = await clubIdByCode(request, clubCode);
  const club = iri('clubs', clubId);
  const suffix = uniqueSuffix();
  const activity = await call<{ '@id': string; name: string }>(request, 'POST', '/activities', { clubId, data: { club, name: `${label} ${suffix}` } });
  const coach = await call<{ '@id': string }>(request, 'POST', '/coaches', { clubId, data: { club, name: `Coach ${suffix}` } });
  const token = await adminToken(request, DEMO.tenant, DEMO.adminClient);
  for (const wall of walls) {
    const start = parisInstant(wall);
    const response = await request.post(`/api/${DEMO.tenant}/class_events`, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json', 'content-type': 'application/json' },
      data: {
        club, activity: activity['@id'], coach: coach['@id'], studio, classLayout: iri('class_layouts', layout),
        startedAt: start, endedAt: new Date(Date.parse(start) + minutes * 60_000).toISOString(), attendingLimit, queueLimit: 0,
      },
    });
    const body = await response.json() as { id: number; name: string; startedAt: string; code?: string };
    if (response.status() === 400 && body.code === 'api.error.class-event.clash') continue;
    expect(response.status(), `POST /class_events: ${JSON.stringify(body)}`).toBe(201);
    return { id: body.id, name: body.name, activity: activity.name, startedAt: body.startedAt };
  }
  throw new Error(`Every time tried for ${label} clashes with another class.`);
}

/** The class moved to another Paris wall time (PATCH /class_events/{id}), as staff reschedule one. */
export async function moveClass(request: APIRequestContext, classId: number, wall: string, minutes = 60): Promise<void> {
  const start = parisInstant(wall);
  await call(request, 'PATCH', `/class_events/${classId}`, { data: { startedAt: start, endedAt: new Date(Date.parse(start) + minutes * 60_000).toISOString() } });
}

/** A layout of `spots` on a studio, made through the API. */
export async function createLayout(request: APIRequestContext, studio: string, name: string, spots: Spot[]): Promise<Layout> {
  return call<Layout>(request, 'POST', '/class_layouts', { data: { name, studio, spots } });
}

/** A layout as the API reads it. */
export async function readLayout(request: APIRequestContext, id: number): Promise<Layout> {
  return call<Layout>(request, 'GET', `/class_layouts/${id}`);
}

export interface Booking { id: number; iri: string; state: string; spot: number | null }

/** POST /attendees (admin client) for the member, on `spot` when given. */
export async function bookSpot(request: APIRequestContext, classId: number, member: NewMember, spot?: number): Promise<Booking> {
  const attendee = await call<{ id: number; '@id': string; state: string; spot: number | null }>(request, 'POST', '/attendees', {
    data: { classEvent: iri('class_events', classId), contactId: iri('contacts', member.id), ...(spot !== undefined ? { spot } : {}) },
  });
  return { id: attendee.id, iri: attendee['@id'], state: attendee.state, spot: attendee.spot };
}

/** Staff record that the booked attendee did not come (POST /class_events/{id}/attendance): a no-show, counted at once. */
export async function recordNoShow(request: APIRequestContext, classId: number, booking: Booking): Promise<void> {
  await call(request, 'POST', `/class_events/${classId}/attendance`, { data: { attendees: [{ attendee: booking.iri, showed: false }] }, expected: 200 });
}

/** The booking cancelled (POST /attendees/{id}/transitions); returns whether it was a late cancellation. */
export async function cancelBooking(request: APIRequestContext, booking: Booking): Promise<boolean> {
  const attendee = await call<{ lateCancel: boolean }>(request, 'POST', `/attendees/${booking.id}/transitions`, { data: { transition: 'cancel' }, expected: 200 });
  return attendee.lateCancel;
}

export type PenaltyKind = 'no_show' | 'late_cancel';
const SCENARIOS: Record<PenaltyKind, string> = { no_show: '/no_show_scenarios', late_cancel: '/late_cancel_scenarios' };

/**
 * A scenario at the club blocking bookings for `blockDays` from the first mark of `kind` on. It
 * applies to every contact of the club, so the spec deletes it when done (deleteScenario) and uses a
 * club and a kind no other spec records marks in at the same time.
 */
export async function createBlockScenario(request: APIRequestContext, clubCode: string, kind: PenaltyKind, blockDays: number): Promise<{ kind: PenaltyKind; id: number }> {
  const clubId = await clubIdByCode(request, clubCode);
  const scenario = await call<{ id: number }>(request, 'POST', SCENARIOS[kind], {
    clubId, data: { club: iri('clubs', clubId), name: `E2E block ${uniqueSuffix()}`, periodDays: 30, threshold: 1, penalty: 'block_booking', blockDays },
  });
  return { kind, id: scenario.id };
}

/** Deletes the scenario (and with it the blocks it applied). */
export async function deleteScenario(request: APIRequestContext, scenario: { kind: PenaltyKind; id: number }): Promise<void> {
  await call(request, 'DELETE', `${SCENARIOS[scenario.kind]}/${scenario.id}`);
}

/** The member's booking blocks as the API lists them. */
export async function bookingBlocks(request: APIRequestContext, clubCode: string, member: NewMember): Promise<{ id: number; reason: PenaltyKind; endsOn: string; liftedAt: string | null }[]> {
  const clubId = await clubIdByCode(request, clubCode);
  return call(request, 'GET', `/booking_blocks?contactId=${encodeURIComponent(iri('contacts', member.id))}`, { clubId });
}

/** The staff sign-in's words in the page's language. */
export const STAFF_SIGN_IN = {
  en: { email: 'E-mail address', password: 'Password', signIn: 'Sign in', dashboard: 'Dashboard' },
  fr: { email: 'Adresse e-mail', password: 'Mot de passe', signIn: 'Se connecter', dashboard: 'Tableau de bord' },
};

/**
 * The demo owner signs in through the page, in its language. The dashboard they land on reads the
 * whole network's figures: on a busy 2-core machine its first rendering takes more than the default
 * 10 s, so its heading is given longer.
 */
export async function signInStaff(page: Page, lang: 'en' | 'fr' = 'en') {
  const words = STAFF_SIGN_IN[lang];
  await page.goto(`/${DEMO.tenant}/admin`);
  await page.getByLabel(words.email).fill(DEMO.staff.email);
  await page.getByLabel(words.password).fill(DEMO.staff.password);
  await page.getByRole('button', { name: words.signIn, exact: true }).click();
  await expect(page.getByRole('heading', { name: words.dashboard, level: 1 })).toBeVisible({ timeout: 30_000 });
}

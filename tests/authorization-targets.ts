// What the authorization matrix (tests/authorization-matrix.test.ts) aims each restricted caller at,
// per operation: bob's things (club b) for alice's contact token and for club a's club-bound token.
import { accessTargets } from './access/authz-targets';
import { catalogTargets, financeTargets, mandateTargets, paymentTargets, salesTargets } from './sales/authz-targets';
import type { AuthzFixture } from './authorization-fixture';
import { iriOf } from './factories';

/** One request: path parameters, a query string (without `?`), a body, headers. */
export interface Req { params?: Record<string, number | string>; query?: string; body?: unknown; headers?: Record<string, string> }
/**
 * What a restricted caller gets when it aims at what is not its own: `refused` (403 with the case's
 * code), `notFound` (404: nothing of the kind exists yet), `empty` (a collection without it), or
 * `none` with the reason this operation has nothing of another contact or club to aim at.
 */
export type Probe = { refused: Req } | { notFound: Req; why: string } | { empty: Req } | { none: string };
export interface Targets { contact?: Probe; club?: Probe }

export const UNKNOWN_ID = 999_999_999;

const q = (name: string, value: string) => `${name}=${encodeURIComponent(value)}`;

/**
 * Per operation: what alice's token (a contact of club a) aims at of bob's (club b), and what club a's
 * token aims at of club b's. Needed where the caller gets past the middleware: a contact probe for
 * partner operations that contact tokens may call, a club probe for operations that are not
 * tenant-wide. Bob's things are all in club b, so one set of targets serves both cases.
 */
export function targets(fx: AuthzFixture): Record<string, Targets> {
  const { b } = fx;
  const bob = iriOf(fx, 'contacts', b.contact);
  const clubB = iriOf(fx, 'clubs', b.club);
  const schedule = 'the schedule of the acting club (and of the clubs sharing bookings with it): naming another club in x-user-club-id is the club case';
  const reference = 'the tenant\'s reference list every club uses (read only)';
  const contactBody = { email: `new-${fx.token}@example.test`, familyName: 'New', givenName: 'Person', birthDate: '1990-01-01', clubId: clubB };
  const classBody = {
    club: clubB, activity: iriOf(fx, 'activities', b.activity), startedAt: '2026-03-20T09:00:00Z', endedAt: '2026-03-20T10:00:00Z', attendingLimit: 5,
  };
  return {
    'GET /clubs': { contact: { none: 'the clubs are no contact\'s data' }, club: { none: 'a club-bound token lists its club (club-bound.test.ts)' } },
    'GET /clubs/{id}': { contact: { none: 'a club\'s public settings' }, club: { refused: { params: { id: b.club } } } },
    'PATCH /clubs/{id}': { club: { refused: { params: { id: b.club }, body: { name: 'Taken over' } } } },
    'GET /clubs/{id}/cash_drawer_limit': { club: { refused: { params: { id: b.club } } } },
    'PUT /clubs/{id}/cash_drawer_limit': { club: { refused: { params: { id: b.club }, body: { cashDrawerLimit: 100 } } } },
    'GET /cash_drawers': { club: { empty: { query: q('club', clubB) } } },
    'POST /cash_drawers': {
      club: { notFound: { body: { checkout: iriOf(fx, 'checkouts', UNKNOWN_ID), floatAmount: 0 } }, why: 'the fixture opens no drawer; another club\'s checkout is refused (unauthorized-club)' },
    },
    'GET /cash_drawers/{id}/z_report': { club: { notFound: { params: { id: UNKNOWN_ID } }, why: 'the fixture opens no drawer; another club\'s is refused (assertClubInReach)' } },
    'POST /cash_drawers/{id}/close': { club: { notFound: { params: { id: UNKNOWN_ID }, body: { countedAmount: 0 } }, why: 'the fixture opens no drawer' } },
    'GET /club_network/clubs/': { contact: { none: schedule }, club: { none: schedule } },
    'GET /club_network_domain/sharingBooking': { contact: { none: 'which clubs share bookings is the open-booking network, read by members' }, club: { refused: { query: q('clubId', clubB) } } },
    'GET /contacts': { contact: { refused: { query: q('email', fx.emails.bob) } }, club: { empty: { query: q('email', fx.emails.bob) } } },
    'POST /contacts': { club: { refused: { body: contactBody } } },
    'GET /network_nodes': { contact: { none: 'the network\'s structure, the same for every member' } },
    'GET /network_nodes/{id}': { contact: { none: 'the network\'s structure, the same for every member' } },
    'GET /network/contact_search': {
      contact: { refused: { query: q('email', fx.emails.bob) } },
      club: { none: 'the spec\'s lookup across every club of the network, by exact e-mail, in the limited view' },
    },
    'GET /contacts/{id}': { contact: { refused: { params: { id: b.contact } } }, club: { refused: { params: { id: b.contact } } } },
    'PATCH /contacts/{id}': {
      contact: { refused: { params: { id: b.contact }, body: { givenName: 'Mallory' } } },
      club: { refused: { params: { id: b.contact }, body: { givenName: 'Mallory' } } },
    },
    'DELETE /contacts/{id}': { club: { refused: { params: { id: b.contact } } } },
    'POST /contacts/{id}/erase': { club: { refused: { params: { id: b.contact } } } },
    'PUT /contacts/{id}/migrate': {
      contact: { refused: { params: { id: b.contact }, body: { targetContactId: iriOf(fx, 'contacts', fx.a.contact), targetClubId: iriOf(fx, 'clubs', fx.a.club) } } },
    },
    'GET /sources': { contact: { none: reference }, club: { none: reference } },
    'GET /sources/{id}': { contact: { none: reference }, club: { none: reference } },
    'GET /referentials/sources': { contact: { none: reference }, club: { none: reference } },
    'GET /referentials/sources/{id}': { contact: { none: reference }, club: { none: reference } },
    'GET /referentials/{family}': { contact: { none: reference }, club: { none: reference } },
    'GET /referentials/{family}/{id}': { contact: { none: reference }, club: { none: reference } },
    'GET /countries': { contact: { none: 'the ISO list of countries, the same for everyone' }, club: { none: 'the ISO list of countries, the same for everyone' } },
    // Bob (club b) moving to club c, asked and read by club a's token; contact tokens are refused by scope.
    'POST /contact_migration_requests': { club: { refused: { body: { contactId: bob, clubId: iriOf(fx, 'clubs', fx.clubs.c) } } } },
    'GET /contact_migration_requests/{id}': { club: { refused: { params: { id: fx.migrationRequest } } } },
    'POST /contact_migration_requests/{id}/transitions': { club: { refused: { params: { id: fx.migrationRequest }, body: { transition: 'cancel' } } } },
    'POST /contact_tags': { club: { refused: { body: { contactId: bob, name: 'intruder' } } } },
    'DELETE /contact_tags/{id}': { club: { refused: { params: { id: b.tag } } } },
    'POST /identificators': { club: { refused: { body: { targetId: bob, number: `intruder-${fx.token}` } } } },
    'PATCH /identificators/{id}': { club: { refused: { params: { id: b.badge }, body: { number: `intruder-${fx.token}` } } } },
    'DELETE /identificators/{id}': { club: { refused: { params: { id: b.badge } } } },
    'POST /identificators/{id}/disable': { club: { refused: { params: { id: b.badge } } } },
    'GET /optins': { contact: { refused: { query: q('contactId', bob) } }, club: { refused: { query: q('contactId', bob) } } },
    'GET /optins/{id}': { contact: { refused: { params: { id: b.optin } } }, club: { refused: { params: { id: b.optin } } } },
    'PUT /optins/{id}': {
      contact: { refused: { params: { id: b.optin }, body: { isAuthorized: true } } },
      club: { refused: { params: { id: b.optin }, body: { isAuthorized: true } } },
    },
    'GET /subscriptions': { contact: { refused: { query: q('contact', bob) } }, club: { refused: { query: q('contact', bob) } } },
    'POST /subscriptions': {
      club: { refused: { body: { contactId: bob, clubId: clubB, name: 'Imported', paymentType: 'direct_debit', startDate: '2026-01-01', rhythmBilling: 'monthly' } } },
    },
    'GET /subscription_summary': { contact: { refused: { query: q('contact', bob) } }, club: { refused: { query: q('contact', bob) } } },
    'GET /subscriptions/{id}': { contact: { refused: { params: { id: b.subscription } } }, club: { refused: { params: { id: b.subscription } } } },
    'DELETE /subscriptions/{id}': { club: { refused: { params: { id: b.subscription } } } },
    'GET /subscription_options/{id}': { contact: { refused: { params: { id: b.option } } }, club: { refused: { params: { id: b.option } } } },
    'GET /subscriptions/{id}/cancellation_dates': {
      contact: { refused: { params: { id: b.subscription } } }, club: { refused: { params: { id: b.subscription } } },
    },
    'POST /subscriptions/{id}/online_cancellation': ((body) => ({
      contact: { refused: { params: { id: b.subscription }, body } }, club: { refused: { params: { id: b.subscription }, body } },
    }))({ cancellationDate: '2026-12-31', cancellationMotiveId: iriOf(fx, 'cancellation_motives', fx.motives[0]!) }),
    'GET /referentials/cancellation_motives': { contact: { none: 'the acting club\'s motives' }, club: { none: 'the acting club\'s motives' } },
    'GET /cancellation_motives': { club: { none: 'the tenant\'s motives, which a club-bound admin picks its club\'s from (read only)' } },
    'GET /cancellations': {
      contact: { refused: { query: q('subscription', iriOf(fx, 'subscriptions', b.subscription)) } },
      club: { refused: { query: q('club', clubB) } },
    },
    'POST /cancellations': { club: { refused: { body: { subscription: iriOf(fx, 'subscriptions', b.subscription), cancellationDate: '2026-12-31' } } } },
    'GET /cancellations/{id}': { contact: { refused: { params: { id: b.cancellation } } }, club: { refused: { params: { id: b.cancellation } } } },
    'POST /cancellations/{id}/transitions': { club: { refused: { params: { id: b.cancellation }, body: { transition: 'reject' } } } },
    'POST /subscriptions/{id}/suspensions': ((body) => ({
      contact: { refused: { params: { id: b.subscription }, body } }, club: { refused: { params: { id: b.subscription }, body } },
    }))({ startDate: '2099-01-01', endDate: '2099-01-10', reason: 'travel' }),
    'GET /suspensions': {
      contact: { none: 'the fixture holds no suspension; naming another contact\'s subscription is refused (tests/subscriptions/suspensions.test.ts)' },
      club: { none: 'the fixture holds no suspension; naming another club is refused (tests/subscriptions/suspensions.test.ts)' },
    },
    'GET /suspensions/{id}': {
      contact: { notFound: { params: { id: UNKNOWN_ID } }, why: 'the fixture holds no suspension; reaching another contact\'s is refused (tests/subscriptions/suspensions.test.ts)' },
      club: { notFound: { params: { id: UNKNOWN_ID } }, why: 'the fixture holds no suspension; reaching another club\'s is refused (tests/subscriptions/suspensions.test.ts)' },
    },
    'POST /suspensions/{id}/transitions': {
      club: { notFound: { params: { id: UNKNOWN_ID }, body: { transition: 'refuse' } }, why: 'the fixture holds no suspension; another club\'s is refused (tests/subscriptions/suspensions.test.ts)' },
    },
    'GET /events': { contact: { none: schedule }, club: { refused: { query: q('club', clubB) } } },
    'GET /class_events': { contact: { none: schedule }, club: { refused: { query: q('club', clubB) } } },
    'POST /class_events': { club: { refused: { body: classBody } } },
    'GET /club_network/class_events': { contact: { refused: { query: q('attendees.contactId', bob) } }, club: { refused: { query: q('attendees.contactId', bob) } } },
    'GET /class_events/{id}': {
      contact: { none: 'a class is the schedule' },
      club: { none: 'club a shares bookings with club b, so reads its classes; a class of club c, which shares none, is refused (club-bound.test.ts)' },
    },
    'PATCH /class_events/{id}': { club: { refused: { params: { id: b.classEvent }, body: { attendingLimit: 50 } } } },
    'POST /class_events/{id}/cancel': { club: { refused: { params: { id: b.classEvent } } } },
    'GET /attendees': { contact: { refused: { query: q('contactId', bob) } }, club: { refused: { query: q('contactId', bob) } } },
    'POST /attendees': {
      contact: { refused: { body: { classEvent: iriOf(fx, 'class_events', fx.a.classEvent), contactId: bob } } },
      club: { refused: { body: { classEvent: iriOf(fx, 'class_events', fx.a.classEvent), contactId: bob } } },
    },
    'GET /club_network/attendees': { contact: { refused: { query: q('contactId', bob) } }, club: { refused: { query: q('contactId', bob) } } },
    'POST /club_network/attendees': { contact: { refused: { body: { classEvent: iriOf(fx, 'class_events', fx.a.classEvent), contactId: bob } } } },
    'GET /attendees/{id}': { contact: { refused: { params: { id: b.attendee } } }, club: { refused: { params: { id: b.attendee } } } },
    'POST /attendees/{id}/transitions': {
      contact: { refused: { params: { id: b.attendee }, body: { transition: 'cancel' } } },
      club: { refused: { params: { id: b.attendee }, body: { transition: 'cancel' } } },
    },
    ...Object.fromEntries(['activities', 'studios', 'coaches', 'showcase_activities'].flatMap((kind) => [
      [`GET /${kind}`, { contact: { none: schedule }, club: { none: schedule } }],
      [`GET /club_network/${kind}`, { contact: { none: schedule }, club: { none: schedule } }],
    ])),
    'POST /activities': { club: { refused: { body: { club: clubB, name: 'Intruder yoga' } } } },
    'POST /studios': { club: { refused: { body: { club: clubB, name: 'Intruder studio' } } } },
    'POST /coaches': { club: { refused: { body: { club: clubB, name: 'Intruder coach' } } } },
    ...Object.fromEntries(([['activities', b.activity], ['studios', b.studio], ['coaches', b.coach]] as const).flatMap(([kind, id]) => [
      [`PATCH /${kind}/{id}`, { club: { refused: { params: { id }, body: { name: 'Intruder name' } } } }],
      [`DELETE /${kind}/{id}`, { club: { refused: { params: { id } } } }],
    ])),
    'POST /attendees/batch_cancel': { club: { refused: { body: { attendees: [iriOf(fx, 'attendees', b.attendee)] } } } },
    'GET /class_layouts': { contact: { none: 'the rooms of the schedule, the same for every member' }, club: { none: schedule } },
    'POST /class_layouts': { club: { refused: { body: { name: 'Bikes', studio: iriOf(fx, 'studios', b.studio), spots: [{ number: 1, x: 0, y: 0 }] } } } },
    'GET /class_layouts/{id}': {
      contact: { none: 'the rooms of the schedule, the same for every member' },
      club: { notFound: { params: { id: UNKNOWN_ID } }, why: 'the fixture has no layout; one of another club is refused as every club resource is (assertClubInReach)' },
    },
    'PATCH /class_layouts/{id}': { club: { notFound: { params: { id: UNKNOWN_ID }, body: { name: 'Taken' } }, why: 'the fixture has no layout' } },
    'DELETE /class_layouts/{id}': { club: { notFound: { params: { id: UNKNOWN_ID } }, why: 'the fixture has no layout' } },
    'GET /no_show_scenarios': { club: { none: schedule } },
    'POST /no_show_scenarios': { club: { refused: { body: { club: clubB, name: 'Rule', periodDays: 30, threshold: 2, penalty: 'block_booking', blockDays: 7 } } } },
    'GET /no_show_scenarios/{id}': { club: { notFound: { params: { id: UNKNOWN_ID } }, why: 'the fixture has no scenario; one of another club is refused (assertClubInReach)' } },
    'PATCH /no_show_scenarios/{id}': { club: { notFound: { params: { id: UNKNOWN_ID }, body: { threshold: 3 } }, why: 'the fixture has no scenario' } },
    'DELETE /no_show_scenarios/{id}': { club: { notFound: { params: { id: UNKNOWN_ID } }, why: 'the fixture has no scenario' } },
    'GET /late_cancel_scenarios': { club: { none: schedule } },
    'POST /late_cancel_scenarios': { club: { refused: { body: { club: clubB, name: 'Rule', periodDays: 30, threshold: 2, penalty: 'block_booking', blockDays: 7 } } } },
    'GET /late_cancel_scenarios/{id}': { club: { notFound: { params: { id: UNKNOWN_ID } }, why: 'the fixture has no scenario; one of another club is refused (assertClubInReach)' } },
    'PATCH /late_cancel_scenarios/{id}': { club: { notFound: { params: { id: UNKNOWN_ID }, body: { threshold: 3 } }, why: 'the fixture has no scenario' } },
    'DELETE /late_cancel_scenarios/{id}': { club: { notFound: { params: { id: UNKNOWN_ID } }, why: 'the fixture has no scenario' } },
    'GET /booking_blocks': { club: { none: schedule } },
    'POST /booking_blocks/{id}/lift': { club: { notFound: { params: { id: UNKNOWN_ID } }, why: 'the fixture has no block; one of another club is refused (assertClubInReach)' } },
    'POST /class_events/{id}/attendance': { club: { refused: { params: { id: b.classEvent }, body: { attendees: [{ attendee: iriOf(fx, 'attendees', b.attendee), showed: true }] } } } },
    'GET /class_events/{id}/print': { club: { refused: { params: { id: b.classEvent } } } },
    'POST /recurrences': { club: { refused: { body: {
      startedAt: '2026-03-20', endedAt: '2026-03-27', day: 'fr', classEventType: { ...classBody, startedAt: '2026-03-20T09:00:00', endedAt: '2026-03-20T10:00:00' },
    } } } },
    'GET /recurrences/{id}': { club: { notFound: { params: { id: UNKNOWN_ID } }, why: 'the fixture has no recurrence; a club-bound token reading another club\'s is refused (tests/planning/recurrences.test.ts)' } },
    'DELETE /recurrences/{id}': { club: { notFound: { params: { id: UNKNOWN_ID }, query: 'from=2026-03-20' }, why: 'the fixture has no recurrence; a club-bound token cancelling another club\'s is refused (tests/planning/recurrences.test.ts)' } },
    'GET /activity_groups': { contact: { none: reference }, club: { none: reference } },
    ...catalogTargets(fx),
    ...salesTargets(fx),
    ...mandateTargets(fx),
    ...paymentTargets(fx),
    ...financeTargets(fx),
    ...accessTargets(fx),
    'GET /activity_groups/{id}': { contact: { none: reference }, club: { none: reference } },
    ...Object.fromEntries(['activities', 'studios', 'coaches'].map((kind) => [`GET /${kind}/{id}`, {
      contact: { none: 'a resource of the schedule, named by the classes read across sharing clubs' },
      club: { none: 'club a shares bookings with club b, so reads the resources its classes name; club c\'s are refused (club-bound.test.ts)' },
    }])),
  };
}

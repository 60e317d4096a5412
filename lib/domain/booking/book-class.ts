import { getDb } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { now } from '../../time/clock';
import { dateInZone, shiftDaysInZone } from '../../time/zone';
import type { Actor, OperationContext } from '../context';
import { getReferencedContactOrThrow } from '../contacts/get-contact';
import { isBlocked } from '../contacts/is-blocked';
import { DomainError, invalidField } from '../errors';
import { actingContactId, assertCanReachContact } from '../contacts/contact-access';
import type { AttendeeView } from './attendee-view';
import { bookableClubIds } from './booking-clubs';
import { claimPlace } from './claim-place';
import { sendBookingConfirmation } from '../../calendar/send-booking-confirmation';
import { logger } from '../../log/logger';
import { readBookingTarget } from './read-booking-target';
import { bookingBlockedUntil } from '../planning/apply-penalties';

/** Staff, or a partner application with the admin scope: the desk's channel. */
function mayBookAtDesk(actor: Actor): boolean {
  return actor.kind === 'staff' || (actor.kind === 'client' && actor.scopes.includes('admin'));
}

const refuse = (reason: string, detail: string) => new DomainError(`api.error.attendee.${reason}`, detail);
const alreadyBooked = () => refuse('already-booked', 'This member already has a place or a queue place in this class.');
const classFull = () => refuse('class-full', 'This class and its waiting list are full.');
const spotTaken = () => invalidField('spot', 'taken', 'This spot is already taken.', 'api.error.attendee.spot-taken');

/**
 * POST /attendees and /club_network/attendees: a seat if one is free, else a queue place, else
 * class-full. Every rule is judged on one read without locks (but the sharing of clubs, read only for
 * a class of another club), in the order of docs/decisions.md, so a refusal costs a query or two and
 * no transaction. The place is then claimed in one statement under the class's row lock (claimPlace,
 * which sends the bookings of a rush together): no class is ever overbooked, and bookings of one
 * class wait on each other only while PostgreSQL runs that statement.
 */
export async function bookClass(ctx: OperationContext & { classEventId: number; contactId?: number; spot?: number; channel?: 'online' | 'desk' }): Promise<AttendeeView> {
  const { tenant } = ctx;
  // A contact-scoped token (or a member) books for itself; a client token names the contact.
  const contactId = ctx.contactId ?? actingContactId(ctx.actor);
  if (contactId === undefined) throw invalidField('contactId', 'required', 'Name the contact who books.');
  const at = now();
  const target = await readBookingTarget(tenant.id, ctx.classEventId, contactId, at, ctx.spot);
  if (!target || target.contactClubId === null) {
    // An unknown (or unreachable) contact is said before an unknown class.
    await getReferencedContactOrThrow(ctx, contactId, 'contactId');
    throw invalidField('classEvent', 'not-found', 'No class of this network has this id.');
  }
  const { event, timeZone, contactClubId, contactTags } = target;
  assertCanReachContact(ctx.actor, { id: contactId, clubId: contactClubId });
  if (event.canceledAt) throw refuse('class-canceled', 'This class is cancelled.');
  if (event.startedAt <= at) throw refuse('class-started', 'This class has already started.');
  // Calendar days in the club: booking opens at the class's local time, also across a change of time.
  if (shiftDaysInZone(event.startedAt, -target.bookingWindowDays, timeZone) > at) {
    throw refuse('booking-not-open', `Booking opens ${target.bookingWindowDays} days before the class.`);
  }
  if (target.alreadyLive) throw alreadyBooked();
  const channel = ctx.channel ?? 'online';
  if (channel === 'desk' && !mayBookAtDesk(ctx.actor)) {
    throw new DomainError('api.error.scope.unauthorized-endpoint', 'Booking at the desk (channel: desk) needs an admin token.');
  }
  if (ctx.spot !== undefined) {
    // A spot asked for is a number of the class's layout (a class without one has no spots).
    if (event.classLayoutId === null) throw invalidField('spot', 'no-layout', 'This class has no layout: it has no spots to choose.');
    if (!target.spotInLayout) throw invalidField('spot', 'not-in-layout', 'No spot of the class\'s layout has this number.');
  }
  if (event.bookedCount >= event.attendingLimit - (event.externalQuota ?? 0) && event.queuedCount >= event.queueLimit) throw classFull();
  const db = await getDb();
  if (event.clubId !== contactClubId && !(await bookableClubIds(db, tenant.id, contactClubId)).includes(event.clubId)) {
    throw refuse('club-not-shared', 'This class is in a club that does not share bookings with the member\'s club.');
  }
  if (isBlocked(contactTags, dateInZone(at, timeZone))) throw refuse('contact-blocked', 'This member is blocked: contact the club.');
  if (!target.subscribed) throw refuse('no-active-subscription', 'Booking needs a subscription in force.');
  const blockedUntil = await bookingBlockedUntil(db, tenant.id, event.clubId, contactId, dateInZone(at, timeZone));
  if (blockedUntil) throw refuse('booking-blocked', `Bookings in this club are blocked until ${blockedUntil} (missed or late-cancelled classes).`);
  // Taken when read: refused without the claim (under a rush for a room, most asks are for a taken spot).
  if (target.spotTaken) throw spotTaken();
  try {
    // Filled (or cancelled) since the first read: class-full.
    // Counting online bookings or spots beside the class's counters needs the lock taken first (claim-places.ts).
    const exact = event.classLayoutId !== null || event.onlineLimit !== null;
    const attendee = await claimPlace({
      tenant, classEventId: event.id, clubId: event.clubId, contactId, at, exact, channel, ...(ctx.spot !== undefined ? { spot: ctx.spot } : {}),
    });
    if (attendee === 'already-live') throw alreadyBooked();
    if (attendee === 'spot-taken') throw spotTaken();
    if (!attendee) throw classFull();
    // The place is taken whatever happens to the e-mail: a mail failure is logged, not the booking's error.
    await sendBookingConfirmation(db, tenant.id, attendee.id)
      .catch((error: unknown) => logger().error({ err: error, attendeeId: attendee.id }, 'booking confirmation e-mail not sent'));
    return { ...attendee, timeZone };
  } catch (error) {
    if (isUniqueViolation(error, 'attendees_one_live_per_contact')) throw alreadyBooked();
    throw error;
  }
}

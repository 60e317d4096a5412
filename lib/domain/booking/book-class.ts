import { and, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { inTransaction } from '../../db/transaction';
import { attendees, classEvents } from '../../db/schema';
import { now } from '../../time/clock';
import { dateInZone, shiftDaysInZone } from '../../time/zone';
import type { OperationContext } from '../context';
import { getReferencedContactOrThrow } from '../contacts/get-contact';
import { isBlocked } from '../contacts/is-blocked';
import { DomainError, invalidField } from '../errors';
import { actingContactId, assertCanReachContact } from '../contacts/contact-access';
import type { AttendeeView } from './attendee-view';
import { bookableClubIds } from './booking-clubs';
import { emitAttendeeEvent } from './emit-attendee-event';
import { hasActiveSubscription } from './has-active-subscription';
import { readBookingTarget } from './read-booking-target';

const refuse = (reason: string, detail: string) => new DomainError(`api.error.attendee.${reason}`, detail);
const alreadyBooked = () => refuse('already-booked', 'This member already has a place or a queue place in this class.');
const classFull = () => refuse('class-full', 'This class and its waiting list are full.');

/**
 * Takes a seat if one is free, else a queue place, by conditional UPDATEs of the class's counters:
 * the row lock is taken here and held only until the booking commits, and the CHECK constraints stand
 * behind the conditions. A seat freed between the two tries is taken on a second round.
 */
async function claimPlace(tx: Transaction, tenantId: number, classEventId: number): Promise<'booked' | 'queued' | null> {
  const open = and(eq(classEvents.tenantId, tenantId), eq(classEvents.id, classEventId), isNull(classEvents.canceledAt));
  for (let round = 0; round < 2; round += 1) {
    const [seat] = await tx.update(classEvents).set({ bookedCount: sql`${classEvents.bookedCount} + 1` })
      .where(and(open, lt(classEvents.bookedCount, classEvents.attendingLimit))).returning({ id: classEvents.id });
    if (seat) return 'booked';
    const [place] = await tx.update(classEvents).set({ queuedCount: sql`${classEvents.queuedCount} + 1` })
      .where(and(open, gte(classEvents.bookedCount, classEvents.attendingLimit), lt(classEvents.queuedCount, classEvents.queueLimit)))
      .returning({ id: classEvents.id });
    if (place) return 'queued';
  }
  return null;
}

/**
 * POST /attendees and /club_network/attendees: a seat if one is free, else a queue place, else
 * class-full. What depends on the class alone is judged on one read without locks, so a full class
 * refuses at the cost of that read; the rest is checked in the transaction, and the place is then
 * claimed under the class's row lock (claimPlace): no class is ever overbooked, and bookings of one
 * class wait on each other only for the claim, the insert and the commit.
 */
export async function bookClass(ctx: OperationContext & { classEventId: number; contactId?: number }): Promise<AttendeeView> {
  const { tenant } = ctx;
  // A contact-scoped token (or a member) books for itself; a client token names the contact.
  const contactId = ctx.contactId ?? actingContactId(ctx.actor);
  if (contactId === undefined) throw invalidField('contactId', 'required', 'Name the contact who books.');
  const target = await readBookingTarget(tenant.id, ctx.classEventId, contactId);
  if (!target || target.contactClubId === null) {
    // An unknown (or unreachable) contact is said before an unknown class.
    await getReferencedContactOrThrow(ctx, contactId, 'contactId');
    throw invalidField('classEvent', 'not-found', 'No class of this network has this id.');
  }
  const { event, timeZone, contactClubId, contactTags } = target;
  assertCanReachContact(ctx.actor, { id: contactId, clubId: contactClubId });
  const at = now();
  if (event.canceledAt) throw refuse('class-canceled', 'This class is cancelled.');
  if (event.startedAt <= at) throw refuse('class-started', 'This class has already started.');
  // Calendar days in the club: booking opens at the class's local time, also across a change of time.
  if (shiftDaysInZone(event.startedAt, -target.bookingWindowDays, timeZone) > at) {
    throw refuse('booking-not-open', `Booking opens ${target.bookingWindowDays} days before the class.`);
  }
  if (target.alreadyLive) throw alreadyBooked();
  if (event.bookedCount >= event.attendingLimit && event.queuedCount >= event.queueLimit) throw classFull();
  try {
    return await inTransaction(async (tx) => {
      if (event.clubId !== contactClubId && !(await bookableClubIds(tx, tenant.id, contactClubId)).includes(event.clubId)) {
        throw refuse('club-not-shared', 'This class is in a club that does not share bookings with the member\'s club.');
      }
      const today = dateInZone(at, timeZone);
      if (isBlocked(contactTags, today)) throw refuse('contact-blocked', 'This member is blocked: contact the club.');
      if (!(await hasActiveSubscription(tx, tenant.id, contactId, today))) {
        throw refuse('no-active-subscription', 'Booking needs a subscription in force.');
      }
      // Filled (or cancelled) since the first read: class-full.
      const state = await claimPlace(tx, tenant.id, event.id);
      if (!state) throw classFull();
      const [attendee] = await tx.insert(attendees).values({
        tenantId: tenant.id, classEventId: event.id, contactId, state,
        ...(state === 'booked' ? { bookedAt: at } : { queuedAt: at }),
      }).returning();
      if (state === 'booked') await emitAttendeeEvent(tx, tenant, 'attendee.booked', attendee!.id, event.clubId);
      return { ...attendee!, timeZone };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'attendees_one_live_per_contact')) throw alreadyBooked();
    throw error;
  }
}

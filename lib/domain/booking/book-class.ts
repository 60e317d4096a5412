import { and, eq, ne, sql } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/errors';
import { inTransaction } from '../../db/transaction';
import { attendees, classEvents } from '../../db/schema';
import { now } from '../../time/clock';
import { dateInZone, shiftDaysInZone } from '../../time/zone';
import type { OperationContext } from '../context';
import { getReferencedContactOrThrow } from '../contacts/get-contact';
import { isBlocked } from '../contacts/is-blocked';
import { DomainError, invalidField } from '../errors';
import { actingContactId } from '../contacts/contact-access';
import { subscriptionClub } from '../subscriptions/subscription-club';
import type { AttendeeView } from './attendee-view';
import { bookableClubIds } from './booking-clubs';
import { emitAttendeeEvent } from './emit-attendee-event';
import { getReferencedClassEventOrThrow } from './get-class-event';
import { hasActiveSubscription } from './has-active-subscription';

const refuse = (reason: string, detail: string) => new DomainError(`api.error.attendee.${reason}`, detail);
const alreadyBooked = () => refuse('already-booked', 'This member already has a place or a queue place in this class.');

/**
 * POST /attendees and /club_network/attendees: a seat if one is free, else a queue place, else
 * class-full. Seats are counted and taken under the class's row lock, so no class is ever overbooked.
 */
export async function bookClass(ctx: OperationContext & { classEventId: number; contactId?: number }): Promise<AttendeeView> {
  const { tenant } = ctx;
  // A contact-scoped token (or a member) books for itself; a client token names the contact.
  const contactId = ctx.contactId ?? actingContactId(ctx.actor);
  if (contactId === undefined) throw invalidField('contactId', 'required', 'Name the contact who books.');
  try {
    return await inTransaction(async (tx) => {
      const contact = await getReferencedContactOrThrow(ctx, contactId, 'contactId', tx);
      const event = await getReferencedClassEventOrThrow(ctx, ctx.classEventId, 'classEvent', tx, true);
      const { club } = await subscriptionClub(tx, tenant.id, event.clubId);
      const at = now();
      const today = dateInZone(at, club.timeZone);
      if (event.canceledAt) throw refuse('class-canceled', 'This class is cancelled.');
      if (event.startedAt <= at) throw refuse('class-started', 'This class has already started.');
      // Calendar days in the club: booking opens at the class's local time, also across a change of time.
      if (shiftDaysInZone(event.startedAt, -club.bookingWindowDays, club.timeZone) > at) {
        throw refuse('booking-not-open', `Booking opens ${club.bookingWindowDays} days before the class.`);
      }
      if (!(await bookableClubIds(tx, tenant.id, contact.clubId)).includes(event.clubId)) {
        throw refuse('club-not-shared', 'This class is in a club that does not share bookings with the member\'s club.');
      }
      if (isBlocked(contact.tags, today)) throw refuse('contact-blocked', 'This member is blocked: contact the club.');
      if (!(await hasActiveSubscription(tx, tenant.id, contact.id, today))) {
        throw refuse('no-active-subscription', 'Booking needs a subscription in force.');
      }
      const [live] = await tx.select({ id: attendees.id }).from(attendees).where(and(eq(attendees.tenantId, tenant.id),
        eq(attendees.classEventId, event.id), eq(attendees.contactId, contact.id), ne(attendees.state, 'canceled'))).limit(1);
      if (live) throw alreadyBooked();
      const state = event.bookedCount < event.attendingLimit ? 'booked' : event.queuedCount < event.queueLimit ? 'queued' : null;
      if (!state) throw refuse('class-full', 'This class and its waiting list are full.');
      const [attendee] = await tx.insert(attendees).values({
        tenantId: tenant.id, classEventId: event.id, contactId: contact.id, state,
        ...(state === 'booked' ? { bookedAt: at } : { queuedAt: at }),
      }).returning();
      await tx.update(classEvents).set(state === 'booked'
        ? { bookedCount: sql`${classEvents.bookedCount} + 1` } : { queuedCount: sql`${classEvents.queuedCount} + 1` })
        .where(and(eq(classEvents.tenantId, tenant.id), eq(classEvents.id, event.id)));
      if (state === 'booked') await emitAttendeeEvent(tx, tenant, 'attendee.booked', attendee!.id, event.clubId);
      return { ...attendee!, timeZone: club.timeZone };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'attendees_one_live_per_contact')) throw alreadyBooked();
    throw error;
  }
}

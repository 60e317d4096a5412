import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { attendees, classEvents, contacts, type ClassEvent, type Club } from '../../db/schema';
import { classCancelledMail } from '../../mail/mail-texts';
import { mailer } from '../../mail/mailer';
import { now } from '../../time/clock';
import { contactLanguageColumn } from '../contacts/contact-language';
import type { OperationContext } from '../context';
import { DomainError } from '../errors';
import { subscriptionClub } from '../subscriptions/subscription-club';
import { assertClubInReach } from './assert-club-in-reach';
import { emitClassEvent } from './emit-attendee-event';
import { getClassEventOrThrow } from './get-class-event';

/**
 * Cancels a class whose row the caller has locked: everyone booked or waiting is told by e-mail, in
 * their language (one class, or a recurrence's classes from a day on).
 */
export async function cancelLockedClassEvent(tx: Executor, ctx: OperationContext, event: ClassEvent, club: Pick<Club, 'name' | 'timeZone'>, at: Date): Promise<ClassEvent> {
  const { tenant } = ctx;
  const people = await tx.select({ attendeeId: attendees.id, email: contacts.email, givenName: contacts.givenName, language: contactLanguageColumn }).from(attendees)
    .innerJoin(contacts, and(eq(contacts.tenantId, attendees.tenantId), eq(contacts.id, attendees.contactId)))
    .where(and(eq(attendees.tenantId, tenant.id), eq(attendees.classEventId, event.id), ne(attendees.state, 'canceled')));
  if (people.length > 0) {
    await tx.update(attendees).set({ state: 'canceled', canceledAt: at })
      .where(and(eq(attendees.tenantId, tenant.id), inArray(attendees.id, people.map((p) => p.attendeeId))));
  }
  const [canceled] = await tx.update(classEvents).set({ canceledAt: at, bookedCount: 0, queuedCount: 0, updatedAt: at })
    .where(and(eq(classEvents.tenantId, tenant.id), eq(classEvents.id, event.id))).returning();
  for (const person of people) {
    // Each in their own language; the time on the class's club's clock.
    const mail = classCancelledMail(person.language, {
      givenName: person.givenName, className: event.name, clubName: club.name, startedAt: event.startedAt, timeZone: club.timeZone,
    });
    await mailer().send(tx, { tenantId: tenant.id, to: person.email, ...mail, dedupeKey: `class-cancelled:${event.id}:${person.attendeeId}` });
  }
  await emitClassEvent(tx, tenant, 'class_event.canceled', event.id, event.clubId);
  return canceled!;
}

/** POST /class_events/{id}/cancel (admin): the class is cancelled and everyone booked or waiting is told by e-mail. */
export async function cancelClassEvent(ctx: OperationContext & { classEventId: number }): Promise<ClassEvent> {
  const { tenant } = ctx;
  return inTransaction(async (tx) => {
    const event = await getClassEventOrThrow(ctx, ctx.classEventId, tx, true);
    assertClubInReach(ctx.actor, event.clubId);
    if (event.canceledAt) throw new DomainError('api.error.class-event.already-canceled', 'This class is already cancelled.');
    const at = now();
    // A class that took place is history: cancelling it would e-mail its attendees an apology after the fact.
    if (event.endedAt <= at) throw new DomainError('api.error.class-event.ended', 'This class is over and can no longer be cancelled.');
    const { club } = await subscriptionClub(tx, tenant.id, event.clubId);
    return cancelLockedClassEvent(tx, ctx, event, club, at);
  });
}

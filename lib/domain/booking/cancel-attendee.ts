import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { attendees, classEvents, classLayouts, type ClassEvent } from '../../db/schema';
import { now } from '../../time/clock';
import type { OperationContext } from '../context';
import { DomainError, notFound } from '../errors';
import { subscriptionClub } from '../subscriptions/subscription-club';
import { assertCanReachAttendee } from './assert-can-reach-attendee';
import type { AttendeeView } from './attendee-view';
import { emitAttendeeEvent } from './emit-attendee-event';
import { getClassEventOrThrow } from './get-class-event';
import { applyPenalties } from '../planning/apply-penalties';

/**
 * Gives a freed seat to the oldest queued attendee, if any (attendee.booked is sent for them), with
 * the lowest free spot of the class's layout. The caller holds the class's row lock. An online
 * attendee is not promoted while the online bookings fill the online limit (CONTRACT §14).
 */
export async function promoteFromQueue(tx: Executor, ctx: OperationContext, event: ClassEvent, at: Date): Promise<void> {
  const [next] = await tx.select().from(attendees).where(and(eq(attendees.tenantId, ctx.tenant.id),
    eq(attendees.classEventId, event.id), eq(attendees.state, 'queued')))
    .orderBy(asc(attendees.queuedAt), asc(attendees.id)).limit(1);
  if (!next) return;
  if (next.channel === 'online' && event.onlineLimit !== null) {
    const [online] = await tx.select({ n: count() }).from(attendees).where(and(eq(attendees.tenantId, ctx.tenant.id),
      eq(attendees.classEventId, event.id), eq(attendees.state, 'booked'), eq(attendees.channel, 'online')));
    if (online!.n >= event.onlineLimit) return;
  }
  const spot = event.classLayoutId === null ? null : await lowestFreeSpot(tx, ctx.tenant.id, event);
  await tx.update(attendees).set({ state: 'booked', bookedAt: at, spot })
    .where(and(eq(attendees.tenantId, ctx.tenant.id), eq(attendees.id, next.id)));
  await tx.update(classEvents).set({ bookedCount: sql`${classEvents.bookedCount} + 1`, queuedCount: sql`${classEvents.queuedCount} - 1` })
    .where(and(eq(classEvents.tenantId, ctx.tenant.id), eq(classEvents.id, event.id)));
  await emitAttendeeEvent(tx, ctx.tenant, 'attendee.booked', next.id, event.clubId);
}

/** The lowest spot of the class's layout no live attendee holds; null when none is free. */
async function lowestFreeSpot(tx: Executor, tenantId: number, event: ClassEvent): Promise<number | null> {
  const [layout] = await tx.select({ spots: classLayouts.spots }).from(classLayouts)
    .where(and(eq(classLayouts.tenantId, tenantId), eq(classLayouts.id, event.classLayoutId!))).limit(1);
  const taken = new Set((await tx.select({ spot: attendees.spot }).from(attendees).where(and(eq(attendees.tenantId, tenantId),
    eq(attendees.classEventId, event.id), ne(attendees.state, 'canceled')))).map((a) => a.spot));
  return (layout?.spots ?? []).map((s) => s.number).sort((a, b) => a - b).find((n) => !taken.has(n)) ?? null;
}

/**
 * POST /attendees/{id}/transitions { transition: cancel }: the member withdraws. Within the club's
 * late-cancel hours before the start, the cancellation is marked late. A freed seat goes to the queue.
 */
export async function cancelAttendee(ctx: OperationContext & { attendeeId: number }): Promise<AttendeeView> {
  return inTransaction((tx) => cancelAttendeeIn(tx, ctx, ctx.attendeeId));
}

/** The cancellation of one booking in the caller's transaction (one, or a batch: batch-cancel-attendees.ts). */
export async function cancelAttendeeIn(tx: Executor, ctx: OperationContext, attendeeId: number): Promise<AttendeeView> {
  {
    const [found] = await tx.select().from(attendees)
      .where(and(eq(attendees.tenantId, ctx.tenant.id), eq(attendees.id, attendeeId))).limit(1);
    if (!found) throw notFound('Attendee');
    // The class row is locked before the attendee is read again: every seat change goes through that lock.
    const event = await getClassEventOrThrow(ctx, found.classEventId, tx, true);
    const [attendee] = await tx.select().from(attendees)
      .where(and(eq(attendees.tenantId, ctx.tenant.id), eq(attendees.id, attendeeId))).limit(1);
    await assertCanReachAttendee(tx, ctx, attendee!, event.clubId);
    if (attendee!.state === 'canceled') throw new DomainError('api.error.attendee.already-canceled', 'This booking is already cancelled.');
    const at = now();
    if (event.startedAt <= at) throw new DomainError('api.error.attendee.class-started', 'The class has started: the booking can no longer be cancelled.');
    const { club } = await subscriptionClub(tx, ctx.tenant.id, event.clubId);
    const wasBooked = attendee!.state === 'booked';
    const late = wasBooked && event.startedAt.getTime() - at.getTime() < club.lateCancelHours * 3_600_000;
    const [canceled] = await tx.update(attendees).set({ state: 'canceled', canceledAt: at, lateCancel: late })
      .where(and(eq(attendees.tenantId, ctx.tenant.id), eq(attendees.id, attendee!.id))).returning();
    await tx.update(classEvents).set(wasBooked
      ? { bookedCount: sql`${classEvents.bookedCount} - 1` } : { queuedCount: sql`${classEvents.queuedCount} - 1` })
      .where(and(eq(classEvents.tenantId, ctx.tenant.id), eq(classEvents.id, event.id)));
    await emitAttendeeEvent(tx, ctx.tenant, 'attendee.canceled', attendee!.id, event.clubId);
    if (wasBooked) await promoteFromQueue(tx, ctx, event, at);
    if (late) await applyPenalties(tx, ctx.tenant, { kind: 'late_cancel', clubId: event.clubId, contactId: attendee!.contactId, at });
    return { ...canceled!, timeZone: club.timeZone };
  }
}

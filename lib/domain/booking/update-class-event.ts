import { and, eq } from 'drizzle-orm';
import { inTransaction } from '../../db/transaction';
import { classEvents, type ClassEvent } from '../../db/schema';
import { now } from '../../time/clock';
import type { OperationContext } from '../context';
import { DomainError, invalidField, naming } from '../errors';
import { assertClubInReach } from './assert-club-in-reach';
import { checkClassResources, checkNotInPast, checkTimes } from './class-event-input';
import { promoteFromQueue } from './cancel-attendee';
import { emitClassEvent } from './emit-attendee-event';
import { assertNoClash, lockClubPlanning } from '../planning/assert-no-clash';
import { checkPlanningFields } from '../planning/planning-fields';
import { subscriptionClub } from '../subscriptions/subscription-club';
import { getClassEventOrThrow } from './get-class-event';

export interface ClassEventPatch {
  name?: string;
  activityId?: number;
  studioId?: number | null;
  coachId?: number | null;
  startedAt?: Date;
  endedAt?: Date;
  attendingLimit?: number;
  queueLimit?: number;
  onlineLimit?: number | null;
  externalQuota?: number | null;
  classLayoutId?: number | null;
  summary?: string | null;
  description?: string | null;
  instructionsComment?: string | null;
}

/**
 * PATCH /class_events/{id} (admin): a class's details or capacity. Capacity cannot go below the
 * places already taken; raised capacity goes to the waiting list first, oldest first.
 */
export async function updateClassEvent(ctx: OperationContext & { classEventId: number; patch: ClassEventPatch }): Promise<ClassEvent> {
  const { tenant, patch } = ctx;
  return inTransaction(async (tx) => {
    const event = await getClassEventOrThrow(ctx, ctx.classEventId, tx, true);
    assertClubInReach(ctx.actor, event.clubId);
    if (event.canceledAt) throw new DomainError('api.error.class-event.canceled', 'A cancelled class cannot be changed.');
    // A class that took place is history (its attendance, its late cancellations): it stays as it was.
    if (event.endedAt <= now()) throw new DomainError('api.error.class-event.ended', 'This class is over and can no longer be changed.');
    const next = { ...event, ...patch };
    checkTimes(next.startedAt, next.endedAt);
    if (patch.startedAt && patch.startedAt.getTime() !== event.startedAt.getTime()) checkNotInPast(patch.startedAt);
    if (next.attendingLimit < event.bookedCount) {
      throw naming(invalidField('attendingLimit', 'below-booked', `${event.bookedCount} places are booked: the capacity cannot be lower.`), { booked: event.bookedCount });
    }
    if (next.queueLimit < event.queuedCount) {
      throw naming(invalidField('queueLimit', 'below-queued', `${event.queuedCount} people are waiting: the waiting list cannot be shorter.`), { queued: event.queuedCount });
    }
    if (patch.activityId !== undefined || patch.studioId !== undefined || patch.coachId !== undefined) {
      await checkClassResources(tx, tenant.id, next, event);
    }
    if (patch.onlineLimit !== undefined || patch.externalQuota !== undefined || patch.classLayoutId !== undefined
      || patch.attendingLimit !== undefined || patch.studioId !== undefined) {
      await checkPlanningFields(tx, tenant.id, next);
    }
    if (patch.startedAt !== undefined || patch.endedAt !== undefined || patch.studioId !== undefined || patch.coachId !== undefined) {
      const { club } = await subscriptionClub(tx, tenant.id, event.clubId);
      await lockClubPlanning(tx, tenant.id, event.clubId);
      await assertNoClash(tx, tenant, club.timeZone, [next], [event.id]);
    }
    await tx.update(classEvents).set({ ...patch, updatedAt: now() })
      .where(and(eq(classEvents.tenantId, tenant.id), eq(classEvents.id, event.id)));
    for (let free = next.attendingLimit - event.bookedCount; free > 0; free -= 1) {
      const current = await getClassEventOrThrow(ctx, event.id, tx);
      if (current.queuedCount === 0) break;
      await promoteFromQueue(tx, ctx, current, now());
    }
    await emitClassEvent(tx, tenant, 'class_event.updated', event.id, event.clubId);
    return getClassEventOrThrow(ctx, event.id, tx);
  });
}

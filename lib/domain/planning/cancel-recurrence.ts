import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { inTransaction } from '../../db/transaction';
import { classEvents, recurrences } from '../../db/schema';
import { now } from '../../time/clock';
import { dateInZone } from '../../time/zone';
import type { OperationContext } from '../context';
import { notFound } from '../errors';
import { subscriptionClub } from '../subscriptions/subscription-club';
import { assertClubInReach } from '../booking/assert-club-in-reach';
import { cancelLockedClassEvent } from '../booking/cancel-class-event';
import { readRecurrence } from './recurrence-view';

/**
 * DELETE /recurrences/{id}?from=YYYY-MM-DD (admin) and the staff week's "cancel the following
 * classes": its classes on that day (on the club's calendar) and after, not yet over nor cancelled,
 * are cancelled one by one as a single class is (their attendees told by e-mail). Without `from`,
 * from today. Answers how many were cancelled.
 */
export async function cancelRecurrence(ctx: OperationContext & { recurrenceId: number; from?: string }): Promise<{ canceled: number }> {
  const { tenant } = ctx;
  return inTransaction(async (tx) => {
    const recurrence = await readRecurrence(tx, tenant.id, ctx.recurrenceId, true);
    if (!recurrence) throw notFound('Recurrence');
    assertClubInReach(ctx.actor, recurrence.clubId);
    const { club } = await subscriptionClub(tx, tenant.id, recurrence.clubId);
    const at = now();
    const from = ctx.from ?? dateInZone(at, club.timeZone);
    const events = await tx.select().from(classEvents)
      .where(and(eq(classEvents.tenantId, tenant.id), eq(classEvents.recurrenceId, recurrence.id), isNull(classEvents.canceledAt),
        gt(classEvents.endedAt, at), sql`(${classEvents.startedAt} AT TIME ZONE ${club.timeZone})::date >= ${from}::date`))
      .orderBy(asc(classEvents.startedAt)).for('update');
    for (const event of events) await cancelLockedClassEvent(tx, ctx, event, club, at);
    if (recurrence.canceledFrom === null || recurrence.canceledFrom > from) {
      await tx.update(recurrences).set({ canceledFrom: from }).where(and(eq(recurrences.tenantId, tenant.id), eq(recurrences.id, recurrence.id)));
    }
    return { canceled: events.length };
  });
}

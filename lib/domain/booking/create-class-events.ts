import { inTransaction } from '../../db/transaction';
import { classEvents, type ClassEvent } from '../../db/schema';
import type { OperationContext } from '../context';
import { invalidField } from '../errors';
import { subscriptionClub } from '../subscriptions/subscription-club';
import { shiftDaysInZone } from '../../time/zone';
import { assertClubOfTenant } from '../contacts/check-contact-references';
import { assertClubInReach } from './assert-club-in-reach';
import { checkClassResources, checkNotInPast, checkTimes, type ClassEventInput } from './class-event-input';
import { emitClassEvent } from './emit-attendee-event';

/**
 * POST /class_events (one class) and POST /class_event_series (admin), and the staff schedule: one
 * class, or a weekly series of `weeks` classes at the same local time (a series keeps the wall-clock
 * time across daylight-saving changes). The first class starts from now on.
 */
export async function createClassEvents(ctx: OperationContext & { input: ClassEventInput; weeks?: number }): Promise<ClassEvent[]> {
  const { tenant, input } = ctx;
  const weeks = ctx.weeks ?? 1;
  if (!Number.isInteger(weeks) || weeks < 1 || weeks > 52) throw invalidField('weeks', 'range', 'A series is 1 to 52 weeks.');
  checkTimes(input.startedAt, input.endedAt);
  checkNotInPast(input.startedAt);
  return inTransaction(async (tx) => {
    // The club first: an unknown club is the club's violation, not a resource "of another club".
    await assertClubOfTenant(tx, tenant.id, input.clubId, 'club');
    assertClubInReach(ctx.actor, input.clubId);
    const activityName = await checkClassResources(tx, tenant.id, input);
    const { club } = await subscriptionClub(tx, tenant.id, input.clubId);
    const rows = [];
    for (let week = 0; week < weeks; week += 1) {
      const startedAt = shiftDaysInZone(input.startedAt, 7 * week, club.timeZone);
      rows.push({
        tenantId: tenant.id, clubId: input.clubId, activityId: input.activityId, studioId: input.studioId ?? null,
        coachId: input.coachId ?? null, name: input.name ?? activityName, startedAt,
        endedAt: new Date(startedAt.getTime() + (input.endedAt.getTime() - input.startedAt.getTime())),
        attendingLimit: input.attendingLimit, queueLimit: input.queueLimit ?? 0,
      });
    }
    const created = await tx.insert(classEvents).values(rows).returning();
    for (const event of created) await emitClassEvent(tx, tenant, 'class_event.updated', event.id, event.clubId);
    return created;
  });
}


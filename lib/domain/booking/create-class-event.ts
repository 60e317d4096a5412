import { inTransaction } from '../../db/transaction';
import { classEvents, type ClassEvent } from '../../db/schema';
import type { OperationContext } from '../context';
import { subscriptionClub } from '../subscriptions/subscription-club';
import { assertClubOfTenant } from '../contacts/check-contact-references';
import { assertNoClash, lockClubPlanning } from '../planning/assert-no-clash';
import { checkPlanningFields } from '../planning/planning-fields';
import { assertClubInReach } from './assert-club-in-reach';
import { checkClassResources, checkNotInPast, checkTimes, type ClassEventInput } from './class-event-input';
import { emitClassEvent } from './emit-attendee-event';

/**
 * POST /class_events (admin) and the staff week's single class: it starts from now on, and overlaps
 * no other class of its studio or its coach (checked under the club's planning lock). A weekly class
 * is a recurrence (planning/create-recurrence.ts).
 */
export async function createClassEvent(ctx: OperationContext & { input: ClassEventInput }): Promise<ClassEvent> {
  const { tenant, input } = ctx;
  checkTimes(input.startedAt, input.endedAt);
  checkNotInPast(input.startedAt);
  return inTransaction(async (tx) => {
    // The club first: an unknown club is the club's violation, not a resource "of another club".
    await assertClubOfTenant(tx, tenant.id, input.clubId, 'club');
    assertClubInReach(ctx.actor, input.clubId);
    const activityName = await checkClassResources(tx, tenant.id, input);
    const planning = {
      clubId: input.clubId, studioId: input.studioId ?? null, attendingLimit: input.attendingLimit, onlineLimit: input.onlineLimit ?? null,
      externalQuota: input.externalQuota ?? null, classLayoutId: input.classLayoutId ?? null,
    };
    await checkPlanningFields(tx, tenant.id, planning);
    const { club } = await subscriptionClub(tx, tenant.id, input.clubId);
    await lockClubPlanning(tx, tenant.id, input.clubId);
    await assertNoClash(tx, tenant, club.timeZone, [{ startedAt: input.startedAt, endedAt: input.endedAt, studioId: planning.studioId, coachId: input.coachId ?? null }]);
    const [created] = await tx.insert(classEvents).values({
      tenantId: tenant.id, clubId: input.clubId, activityId: input.activityId, studioId: planning.studioId,
      coachId: input.coachId ?? null, name: input.name ?? activityName, startedAt: input.startedAt, endedAt: input.endedAt,
      attendingLimit: input.attendingLimit, queueLimit: input.queueLimit ?? 0, onlineLimit: planning.onlineLimit,
      externalQuota: planning.externalQuota, classLayoutId: planning.classLayoutId, summary: input.summary ?? null,
      description: input.description ?? null, instructionsComment: input.instructionsComment ?? null,
    }).returning();
    await emitClassEvent(tx, tenant, 'class_event.updated', created!.id, created!.clubId);
    return created!;
  });
}

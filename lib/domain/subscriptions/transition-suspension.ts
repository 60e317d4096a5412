import { and, eq, gte, sql } from 'drizzle-orm';
import { inTransaction } from '../../db/transaction';
import { billedInstallments, subscriptions, subscriptionSuspensions, type SubscriptionSuspension } from '../../db/schema';
import { addDays } from '../../time/calendar';
import { now } from '../../time/clock';
import type { OperationContext } from '../context';
import { DomainError } from '../errors';
import { openIncident } from '../finance/open-incident';
import { getSubscriptionOrThrow } from './get-subscription';
import { getSuspensionOrThrow } from './get-suspension';
import { assertNoOverlap, assertSuspendable, assertSuspensionDates, suspensionRulesOf } from './suspension-rules';
import { suspensionLength } from './suspension-shift';

export const suspensionTransitions = ['accept', 'refuse'] as const;
export type SuspensionTransition = (typeof suspensionTransitions)[number];

/**
 * POST /suspensions/{id}/transitions (admin) and the back office's accept / refuse buttons. Only a
 * requested suspension moves; the suspension's row lock makes a second simultaneous accept find it
 * accepted already, so its effects apply once. Accepting checks the request again (dates not passed,
 * no overlap, nothing billed on or after its start) and moves the end of commitment, and the
 * subscription's own end when it has one (fixed term, upfront), by its length. The debits move
 * without a write: the billing run reads accepted suspensions (plan-billing-day.ts). The club's
 * suspension fee, when it has one, is opened as a debt of the member.
 */
export async function transitionSuspension(ctx: OperationContext & {
  suspensionId: number; transition: SuspensionTransition;
}): Promise<SubscriptionSuspension> {
  return inTransaction(async (tx) => {
    const suspension = await getSuspensionOrThrow(ctx, ctx.suspensionId, tx, true);
    if (suspension.state !== 'requested') {
      throw new DomainError('api.error.suspension.transition-not-allowed', `A ${suspension.state} suspension cannot be moved by "${ctx.transition}".`);
    }
    if (ctx.transition === 'accept') {
      const subscription = await getSubscriptionOrThrow(ctx, suspension.subscriptionId, tx, 'wait');
      assertSuspendable(subscription);
      const rules = await suspensionRulesOf(tx, ctx.tenant.id, subscription.clubId);
      assertSuspensionDates(suspension, rules, subscription);
      await assertNoOverlap(tx, ctx.tenant.id, subscription.id, suspension, suspension.id);
      const [billed] = await tx.select({ id: billedInstallments.id }).from(billedInstallments).where(and(
        eq(billedInstallments.tenantId, ctx.tenant.id), eq(billedInstallments.subscriptionId, subscription.id),
        gte(billedInstallments.debitDate, suspension.startDate))).limit(1);
      if (billed) {
        throw new DomainError('api.error.suspension.already-billed', 'A debit on or after this suspension\'s start is already billed: it can no longer be moved.');
      }
      const length = suspensionLength(suspension);
      const movesEnd = subscription.endDate !== null && (subscription.fixedTerm || subscription.paymentType === 'upfront');
      await tx.update(subscriptions).set({
        engagedThrough: subscription.engagedThrough !== null && subscription.engagedThrough >= suspension.startDate
          ? addDays(subscription.engagedThrough, length) : subscription.engagedThrough,
        ...(movesEnd ? { endDate: sql`${subscriptions.endDate} + ${length}::int` } : {}),
        updatedAt: now(),
      }).where(and(eq(subscriptions.tenantId, ctx.tenant.id), eq(subscriptions.id, subscription.id)));
      // The club's fee, owed from the acceptance like any debt (the member pays it on their debts page).
      // Once: the suspension's row lock makes a second accept find it accepted already.
      if (rules.suspensionFee > 0) {
        await openIncident(tx, { tenantId: ctx.tenant.id, contactId: subscription.contactId, invoiceId: null, amount: rules.suspensionFee, reason: 'suspension_fee' });
      }
    }
    const [updated] = await tx.update(subscriptionSuspensions)
      .set({ state: ctx.transition === 'accept' ? 'accepted' : 'refused', decidedAt: now() })
      .where(and(eq(subscriptionSuspensions.tenantId, ctx.tenant.id), eq(subscriptionSuspensions.id, suspension.id))).returning();
    return updated!;
  });
}

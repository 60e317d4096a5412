import { inTransaction } from '../../db/transaction';
import { subscriptionSuspensions, type SubscriptionSuspension } from '../../db/schema';
import type { OperationContext } from '../context';
import { getSubscriptionOrThrow } from './get-subscription';
import { assertNoOverlap, assertSuspendable, assertSuspensionDates, suspensionRulesOf } from './suspension-rules';

/**
 * POST /subscriptions/{id}/suspensions (a partner, or the member's own token) and the member's
 * "Freeze" page: a request, `requested`, that staff accept or refuse. The subscription's row lock
 * serialises requests for one subscription, so two overlapping ones cannot both pass.
 */
export async function createSuspension(ctx: OperationContext & {
  subscriptionId: number; startDate: string; endDate: string; reason: string;
}): Promise<SubscriptionSuspension> {
  return inTransaction(async (tx) => {
    const subscription = await getSubscriptionOrThrow(ctx, ctx.subscriptionId, tx, 'wait');
    assertSuspendable(subscription);
    const span = { startDate: ctx.startDate, endDate: ctx.endDate };
    assertSuspensionDates(span, await suspensionRulesOf(tx, ctx.tenant.id, subscription.clubId), subscription);
    await assertNoOverlap(tx, ctx.tenant.id, subscription.id, span);
    const [row] = await tx.insert(subscriptionSuspensions).values({
      tenantId: ctx.tenant.id, subscriptionId: subscription.id, contactId: subscription.contactId, clubId: subscription.clubId,
      startDate: span.startDate, endDate: span.endDate, reason: ctx.reason.trim(),
    }).returning();
    return row!;
  });
}

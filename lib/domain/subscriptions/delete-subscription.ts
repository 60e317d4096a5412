import { and, eq } from 'drizzle-orm';
import { inTransaction } from '../../db/transaction';
import { subscriptions } from '../../db/schema';
import { emitEvent } from '../../events/emit-event';
import { iri } from '../../iri';
import type { OperationContext } from '../context';
import { getSubscriptionOrThrow } from './get-subscription';

/** DELETE /subscriptions/{id} (admin): the subscription, its options and cancellations; one event for each. */
export async function deleteSubscription(ctx: OperationContext & { subscriptionId: number }): Promise<void> {
  const { tenant } = ctx;
  await inTransaction(async (tx) => {
    const subscription = await getSubscriptionOrThrow(ctx, ctx.subscriptionId, tx, 'wait');
    await tx.delete(subscriptions).where(and(eq(subscriptions.tenantId, tenant.id), eq(subscriptions.id, subscription.id)));
    const clubId = iri(tenant.token, 'clubs', subscription.clubId);
    for (const option of subscription.options) {
      await emitEvent(tx, { tenantId: tenant.id, event: 'subscription_option.deleted', clubId: subscription.clubId,
        object: { subscriptionOptionId: iri(tenant.token, 'subscription_options', option.id), clubId } });
    }
    await emitEvent(tx, { tenantId: tenant.id, event: 'subscription.deleted', clubId: subscription.clubId,
      object: { subscriptionId: iri(tenant.token, 'subscriptions', subscription.id), clubId } });
  });
}

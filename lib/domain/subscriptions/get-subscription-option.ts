import { and, eq } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { subscriptionOptions, type SubscriptionOption } from '../../db/schema';
import type { OperationContext } from '../context';
import { notFound } from '../errors';
import { getSubscriptionOrThrow } from './get-subscription';

/** GET /subscription_options/{id}: an option, if the actor may reach its subscription. */
export async function getSubscriptionOptionOrThrow(ctx: OperationContext, optionId: number): Promise<SubscriptionOption> {
  const db = await getDb();
  const [option] = await db.select().from(subscriptionOptions)
    .where(and(eq(subscriptionOptions.tenantId, ctx.tenant.id), eq(subscriptionOptions.id, optionId))).limit(1);
  if (!option) throw notFound('Subscription option');
  await getSubscriptionOrThrow(ctx, option.subscriptionId, db);
  return option;
}

import { and, eq, inArray } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { subscriptionOptions, subscriptions } from '../../db/schema';
import type { OperationContext } from '../context';

export interface CancellationSubjects {
  /** Subscription id → its name. */
  subscriptions: Map<number, string>;
  /** Option id → its name and its subscription's name. */
  options: Map<number, { name: string; subscriptionName: string }>;
}

/**
 * What a page of cancellations is about, by name, in two queries: the back-office list shows
 * "Monthly Club" or "Towel service, an option of Monthly Club" on each row. Read-only; staff only
 * (the cancellations themselves were already confined to the actor by listCancellations).
 */
export async function listCancellationSubjects(
  ctx: OperationContext & { subscriptionIds: number[]; optionIds: number[] },
): Promise<CancellationSubjects> {
  const db = await getDb();
  const subscriptionIds = [...new Set(ctx.subscriptionIds)];
  const optionIds = [...new Set(ctx.optionIds)];
  const [subscriptionRows, optionRows] = await Promise.all([
    subscriptionIds.length === 0 ? [] : db.select({ id: subscriptions.id, name: subscriptions.name }).from(subscriptions)
      .where(and(eq(subscriptions.tenantId, ctx.tenant.id), inArray(subscriptions.id, subscriptionIds))),
    optionIds.length === 0 ? [] : db.select({ id: subscriptionOptions.id, name: subscriptionOptions.name, subscriptionName: subscriptions.name })
      .from(subscriptionOptions)
      .innerJoin(subscriptions, and(eq(subscriptions.tenantId, subscriptionOptions.tenantId), eq(subscriptions.id, subscriptionOptions.subscriptionId)))
      .where(and(eq(subscriptionOptions.tenantId, ctx.tenant.id), inArray(subscriptionOptions.id, optionIds))),
  ]);
  return {
    subscriptions: new Map(subscriptionRows.map((r) => [r.id, r.name])),
    options: new Map(optionRows.map((r) => [r.id, { name: r.name, subscriptionName: r.subscriptionName }])),
  };
}

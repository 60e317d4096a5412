import { and, eq, gte, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { subscriptions } from '../../db/schema';

/** Whether the contact has a subscription in force on `date` (active, not ended before it). */
export async function hasActiveSubscription(db: Executor, tenantId: number, contactId: number, date: string): Promise<boolean> {
  const [row] = await db.select({ id: subscriptions.id }).from(subscriptions).where(and(
    eq(subscriptions.tenantId, tenantId), eq(subscriptions.contactId, contactId), eq(subscriptions.state, 'active'),
    sql`${subscriptions.startDate} <= ${date}`, or(isNull(subscriptions.endDate), gte(subscriptions.endDate, date)),
  )).limit(1);
  return row !== undefined;
}

import { and, eq } from 'drizzle-orm';
import { getDb, type Executor } from '../../db/client';
import { subscriptionSuspensions, type SubscriptionSuspension } from '../../db/schema';
import type { OperationContext } from '../context';
import { assertCanReachContact } from '../contacts/contact-access';
import { notFound } from '../errors';

/** GET /suspensions/{id}: a suspension the actor may reach (a contact token: its own; a club token: its club's). */
export async function getSuspensionOrThrow(
  { tenant, actor }: OperationContext, suspensionId: number, db?: Executor, lock = false,
): Promise<SubscriptionSuspension> {
  const executor = db ?? (await getDb());
  const query = executor.select().from(subscriptionSuspensions)
    .where(and(eq(subscriptionSuspensions.tenantId, tenant.id), eq(subscriptionSuspensions.id, suspensionId))).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Suspension');
  assertCanReachContact(actor, { id: row.contactId, clubId: row.clubId });
  return row;
}

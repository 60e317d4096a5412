import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { getDb, readAll, type Executor } from '../../db/client';
import { cancellations, clubs, subscriptionOptions, subscriptions, subscriptionSuspensions, type Cancellation, type Subscription, type SubscriptionOption } from '../../db/schema';
import { now } from '../../time/clock';
import type { OperationContext } from '../context';
import { assertCanReachContact } from '../contacts/contact-access';
import { invalidField, notFound, type DomainError } from '../errors';

/** `suspendedToday`: an accepted suspension covers the club's today (CONTRACT §15: the subscription reads `suspended`). */
export type SubscriptionDetail = Subscription & { options: SubscriptionOption[]; cancellations: Cancellation[]; suspendedToday: boolean };

export async function withDetails(db: Executor, tenantId: number, list: Subscription[]): Promise<SubscriptionDetail[]> {
  if (list.length === 0) return [];
  const ids = list.map((s) => s.id);
  const today = sql`(${now().toISOString()}::timestamptz AT TIME ZONE ${clubs.timeZone})::date`;
  const [options, cancels, suspended] = await readAll(db, [
    () => db.select().from(subscriptionOptions).where(and(eq(subscriptionOptions.tenantId, tenantId), inArray(subscriptionOptions.subscriptionId, ids)))
      .orderBy(asc(subscriptionOptions.id)),
    () => db.select().from(cancellations).where(and(eq(cancellations.tenantId, tenantId), inArray(cancellations.subscriptionId, ids)))
      .orderBy(asc(cancellations.id)),
    () => db.select({ id: subscriptionSuspensions.subscriptionId }).from(subscriptionSuspensions)
      .innerJoin(clubs, and(eq(clubs.tenantId, subscriptionSuspensions.tenantId), eq(clubs.id, subscriptionSuspensions.clubId)))
      .where(and(eq(subscriptionSuspensions.tenantId, tenantId), inArray(subscriptionSuspensions.subscriptionId, ids),
        eq(subscriptionSuspensions.state, 'accepted'), sql`${subscriptionSuspensions.startDate} <= ${today}`, sql`${subscriptionSuspensions.endDate} >= ${today}`)),
  ]);
  return list.map((s) => ({
    ...s,
    options: options.filter((o) => o.subscriptionId === s.id),
    cancellations: cancels.filter((c) => c.subscriptionId === s.id),
    suspendedToday: suspended.some((x) => x.id === s.id),
  }));
}

async function readSubscription(
  { tenant, actor }: OperationContext, subscriptionId: number, db: Executor | undefined, lock: 'wait' | 'nowait' | undefined,
  missing: () => DomainError,
): Promise<SubscriptionDetail> {
  const executor = db ?? (await getDb());
  const query = executor.select().from(subscriptions)
    .where(and(eq(subscriptions.tenantId, tenant.id), eq(subscriptions.id, subscriptionId))).limit(1);
  const [row] = lock === 'nowait' ? await query.for('update', { noWait: true }) : lock === 'wait' ? await query.for('update') : await query;
  if (!row) throw missing();
  assertCanReachContact(actor, { id: row.contactId, clubId: row.clubId });
  const [detail] = await withDetails(executor, tenant.id, [row]);
  return detail!;
}

/**
 * Reads a subscription the actor may reach (a contact token: its own; a club token: its club's).
 * `lock: 'nowait'` takes the row lock or fails at once: online cancellation answers 409 then.
 */
export function getSubscriptionOrThrow(
  ctx: OperationContext, subscriptionId: number, db?: Executor, lock?: 'wait' | 'nowait',
): Promise<SubscriptionDetail> {
  return readSubscription(ctx, subscriptionId, db, lock, () => notFound('Subscription'));
}

/** The same, for a subscription named by a body field: an unknown one is bad input on that field (CONTRACT §1), not a 404. */
export function getReferencedSubscriptionOrThrow(
  ctx: OperationContext, subscriptionId: number, field: string, db?: Executor, lock?: 'wait' | 'nowait',
): Promise<SubscriptionDetail> {
  return readSubscription(ctx, subscriptionId, db, lock, () => invalidField(field, 'not-found', 'No subscription of this network has this id.'));
}

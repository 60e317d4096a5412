import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { subscriptions, subscriptionSuspensions, type SubscriptionSuspension, type SuspensionState } from '../../db/schema';
import { confinedClubId, type OperationContext } from '../context';
import { actingContactId, assertCanReachContact } from '../contacts/contact-access';
import { DomainError } from '../errors';
import type { Page, PageRequest } from '../paging';

/** GET /suspensions: newest first, by subscription, state or club; a contact token reads its own, a club token its club's. */
export async function listSuspensions(ctx: OperationContext & {
  subscriptionId?: number; state?: SuspensionState; clubId?: number; contactId?: number; page: PageRequest;
}): Promise<Page<SubscriptionSuspension>> {
  const db = await getDb();
  const confinedTo = confinedClubId(ctx.actor);
  if (confinedTo !== undefined && ctx.clubId !== undefined && ctx.clubId !== confinedTo) {
    throw new DomainError('api.error.scope.unauthorized-club', 'This token is restricted to another club.');
  }
  if (ctx.subscriptionId !== undefined) {
    // Naming a subscription the actor may not read is refused as reading it would be, never an empty list.
    const [subscription] = await db.select({ contactId: subscriptions.contactId, clubId: subscriptions.clubId }).from(subscriptions)
      .where(and(eq(subscriptions.tenantId, ctx.tenant.id), eq(subscriptions.id, ctx.subscriptionId))).limit(1);
    if (subscription) assertCanReachContact(ctx.actor, { id: subscription.contactId, clubId: subscription.clubId });
  }
  const filters: SQL[] = [eq(subscriptionSuspensions.tenantId, ctx.tenant.id)];
  const confined = confinedClubId(ctx.actor);
  if (confined !== undefined) filters.push(eq(subscriptionSuspensions.clubId, confined));
  if (ctx.clubId !== undefined) filters.push(eq(subscriptionSuspensions.clubId, ctx.clubId));
  const contact = actingContactId(ctx.actor) ?? ctx.contactId;
  if (contact !== undefined) filters.push(eq(subscriptionSuspensions.contactId, contact));
  if (ctx.subscriptionId !== undefined) filters.push(eq(subscriptionSuspensions.subscriptionId, ctx.subscriptionId));
  if (ctx.state) filters.push(eq(subscriptionSuspensions.state, ctx.state));
  const where = and(...filters);
  const [items, [total]] = await Promise.all([
    db.select().from(subscriptionSuspensions).where(where).orderBy(desc(subscriptionSuspensions.id))
      .limit(ctx.page.itemsPerPage).offset((ctx.page.page - 1) * ctx.page.itemsPerPage),
    db.select({ n: count() }).from(subscriptionSuspensions).where(where),
  ]);
  return { items, totalItems: total?.n ?? 0 };
}

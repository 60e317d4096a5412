import { and, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import { getDb, type Executor } from '../../db/client';
import { cancellations, subscriptions, type CancellationStatus } from '../../db/schema';
import { confinedClubId, type OperationContext } from '../context';
import { assertMayFilterByContact } from '../contacts/assert-may-filter-by-contact';
import { actingContactId, assertCanReachContact } from '../contacts/contact-access';
import { DomainError } from '../errors';
import type { Page, PageRequest } from '../paging';
import { withContacts, type CancellationView } from './with-contacts';

type Filters = OperationContext & { clubId?: number; subscriptionId?: number; contactId?: number };

/**
 * A filter naming what the actor may not read is refused, as reading it would be (CONTRACT §2): a
 * contact token's other contact (403 contact-scope), a club-bound token's other club (403
 * unauthorized-club). Never an empty list in its place, never the actor's own list instead.
 */
async function assertMayFilter(db: Executor, ctx: Filters): Promise<void> {
  const confined = confinedClubId(ctx.actor);
  if (confined !== undefined && ctx.clubId !== undefined && ctx.clubId !== confined) {
    throw new DomainError('api.error.scope.unauthorized-club', 'This token is restricted to another club.');
  }
  if (ctx.contactId !== undefined) await assertMayFilterByContact(ctx, ctx.contactId, db);
  if (ctx.subscriptionId !== undefined && (confined !== undefined || actingContactId(ctx.actor) !== undefined)) {
    const [subscription] = await db.select({ contactId: subscriptions.contactId, clubId: subscriptions.clubId }).from(subscriptions)
      .where(and(eq(subscriptions.tenantId, ctx.tenant.id), eq(subscriptions.id, ctx.subscriptionId))).limit(1);
    if (subscription) assertCanReachContact(ctx.actor, { id: subscription.contactId, clubId: subscription.clubId });
  }
}

/** Cancellations, newest first, by status, club, subscription or contact; cascaded option ones only when asked. */
export async function listCancellations(ctx: Filters & {
  status?: CancellationStatus; withCascaded?: boolean; page: PageRequest;
}): Promise<Page<CancellationView>> {
  const db = await getDb();
  await assertMayFilter(db, ctx);
  const filters: SQL[] = [eq(cancellations.tenantId, ctx.tenant.id)];
  if (ctx.status) filters.push(eq(cancellations.status, ctx.status));
  // A club token sees its club only.
  const confined = confinedClubId(ctx.actor);
  if (confined !== undefined) filters.push(eq(cancellations.clubId, confined));
  if (ctx.clubId !== undefined) filters.push(eq(cancellations.clubId, ctx.clubId));
  const contact = actingContactId(ctx.actor) ?? ctx.contactId;
  if (contact !== undefined) filters.push(eq(cancellations.contactId, contact));
  if (ctx.subscriptionId !== undefined) filters.push(eq(cancellations.subscriptionId, ctx.subscriptionId));
  if (!ctx.withCascaded) filters.push(isNull(cancellations.parentId));
  const where = and(...filters);
  const [items, [total]] = await Promise.all([
    db.select().from(cancellations).where(where).orderBy(desc(cancellations.id))
      .limit(ctx.page.itemsPerPage).offset((ctx.page.page - 1) * ctx.page.itemsPerPage),
    db.select({ n: count() }).from(cancellations).where(where),
  ]);
  return { items: await withContacts(db, ctx.tenant.id, items), totalItems: total?.n ?? 0 };
}

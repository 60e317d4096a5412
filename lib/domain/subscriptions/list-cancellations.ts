import { and, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { cancellations, type CancellationStatus } from '../../db/schema';
import { confinedClubId, type OperationContext } from '../context';
import { actingContactId } from '../contacts/contact-access';
import type { Page, PageRequest } from '../paging';
import { withContacts, type CancellationView } from './with-contacts';

/** Cancellations, newest first, by status, club, subscription or contact; cascaded option ones only when asked. */
export async function listCancellations(ctx: OperationContext & {
  status?: CancellationStatus; clubId?: number; subscriptionId?: number; contactId?: number; withCascaded?: boolean; page: PageRequest;
}): Promise<Page<CancellationView>> {
  const filters: SQL[] = [eq(cancellations.tenantId, ctx.tenant.id)];
  if (ctx.status) filters.push(eq(cancellations.status, ctx.status));
  // A club token sees its club only; asking it for another club's finds nothing (never its own list instead).
  const confined = confinedClubId(ctx.actor);
  if (confined !== undefined) filters.push(eq(cancellations.clubId, confined));
  if (ctx.clubId !== undefined) filters.push(eq(cancellations.clubId, ctx.clubId));
  const contact = actingContactId(ctx.actor) ?? ctx.contactId;
  if (contact !== undefined) filters.push(eq(cancellations.contactId, contact));
  if (ctx.subscriptionId !== undefined) filters.push(eq(cancellations.subscriptionId, ctx.subscriptionId));
  if (!ctx.withCascaded) filters.push(isNull(cancellations.parentId));
  const where = and(...filters);
  const db = await getDb();
  const [items, [total]] = await Promise.all([
    db.select().from(cancellations).where(where).orderBy(desc(cancellations.id))
      .limit(ctx.page.itemsPerPage).offset((ctx.page.page - 1) * ctx.page.itemsPerPage),
    db.select({ n: count() }).from(cancellations).where(where),
  ]);
  return { items: await withContacts(db, ctx.tenant.id, items), totalItems: total?.n ?? 0 };
}

import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { mandates } from '../../db/schema/mandates';
import { confinedClubId, type OperationContext } from '../context';
import { assertMayFilterByContact } from '../contacts/assert-may-filter-by-contact';
import { actingContactId } from '../contacts/contact-access';
import { mandateViews, type MandateView } from './mandate-view';
import { fetchPage, type Page, type PageRequest } from '../paging';

/**
 * GET /mandates?contactId=: the tenant's mandates, newest first. A contact-scoped token or a member
 * sees only its own, a club-bound token only its club's; naming a contact it may not read is a 403
 * (contact-scope, unauthorized-club), never an empty list.
 */
export async function listMandates(ctx: OperationContext & { contactId?: number; page: PageRequest }): Promise<Page<MandateView>> {
  const db = await getDb();
  // Another contact (contact token, member) or another club's contact (club-bound token): a 403.
  if (ctx.contactId !== undefined) await assertMayFilterByContact(ctx, ctx.contactId, db);
  const contactId = actingContactId(ctx.actor) ?? ctx.contactId;
  const club = confinedClubId(ctx.actor);
  const filters: SQL[] = [eq(mandates.tenantId, ctx.tenant.id)];
  if (contactId !== undefined) filters.push(eq(mandates.contactId, contactId));
  if (club !== undefined) filters.push(eq(mandates.clubId, club));
  const where = and(...filters);
  const page = await fetchPage(ctx.page,
    (limit, offset) => db.select().from(mandates).where(where).orderBy(desc(mandates.id)).limit(limit).offset(offset),
    () => db.select({ n: count() }).from(mandates).where(where));
  return { ...page, items: await mandateViews(db, ctx.tenant.id, page.items) };
}

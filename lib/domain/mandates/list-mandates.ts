import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { mandates } from '../../db/schema/mandates';
import { confinedClubId, type OperationContext } from '../context';
import { actingContactId } from '../contacts/contact-access';
import { DomainError } from '../errors';
import { mandateViews, type MandateView } from './mandate-view';
import { fetchPage, type Page, type PageRequest } from '../paging';

/**
 * GET /mandates?contactId=: the tenant's mandates, newest first. A contact-scoped token or a member
 * sees only its own (asking for another contact is a 403), a club-bound token only its club's.
 */
export async function listMandates(ctx: OperationContext & { contactId?: number; page: PageRequest }): Promise<Page<MandateView>> {
  const self = actingContactId(ctx.actor);
  if (self !== undefined && ctx.contactId !== undefined && ctx.contactId !== self) {
    throw new DomainError('api.error.auth.contact-scope', 'A contact-scoped token can only reach its own contact.');
  }
  const contactId = self ?? ctx.contactId;
  const club = confinedClubId(ctx.actor);
  const filters: SQL[] = [eq(mandates.tenantId, ctx.tenant.id)];
  if (contactId !== undefined) filters.push(eq(mandates.contactId, contactId));
  if (club !== undefined) filters.push(eq(mandates.clubId, club));
  const db = await getDb();
  const where = and(...filters);
  const page = await fetchPage(ctx.page,
    (limit, offset) => db.select().from(mandates).where(where).orderBy(desc(mandates.id)).limit(limit).offset(offset),
    () => db.select({ n: count() }).from(mandates).where(where));
  return { ...page, items: await mandateViews(db, ctx.tenant.id, page.items) };
}

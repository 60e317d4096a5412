import { and, eq, sql, type SQL } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { contacts } from '../../db/schema';
import { confinedClubId, type OperationContext } from '../context';
import type { Page } from '../paging';
import { assertMaySearchContacts } from './contact-access';
import { withTags, type ContactWithTags } from './get-contact';
import { normalizeEmailQuery } from './normalize-email-query';

/** GET /contacts?email=: the tenant's contact with this e-mail (0 or 1), for checking before creating. */
export async function findContactsByEmail(ctx: OperationContext & { email: string }): Promise<Page<ContactWithTags>> {
  assertMaySearchContacts(ctx.actor);
  const db = await getDb();
  const filters: SQL[] = [eq(contacts.tenantId, ctx.tenant.id), sql`lower(${contacts.email}) = lower(${normalizeEmailQuery(ctx.email)})`];
  const confined = confinedClubId(ctx.actor);
  if (confined !== undefined) filters.push(eq(contacts.clubId, confined));
  const rows = await db.select().from(contacts).where(and(...filters)).limit(1);
  return { items: await withTags(db, ctx.tenant.id, rows), totalItems: rows.length };
}

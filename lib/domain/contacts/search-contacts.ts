import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { contacts, type Contact } from '../../db/schema';
import { confinedClubId, type OperationContext } from '../context';
import type { Page, PageRequest } from '../paging';
import { isStorableText } from '../storable-text';
import { assertMaySearchContacts } from './contact-access';

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The back office's search: by e-mail, number, or name (family or given, or "given family"), by family name. */
export async function searchContacts(ctx: OperationContext & { query: string; clubId?: number; page: PageRequest }): Promise<Page<Contact>> {
  assertMaySearchContacts(ctx.actor);
  const db = await getDb();
  const filters: SQL[] = [eq(contacts.tenantId, ctx.tenant.id)];
  const confined = confinedClubId(ctx.actor) ?? ctx.clubId;
  if (confined !== undefined) filters.push(eq(contacts.clubId, confined));
  const query = ctx.query.trim();
  // Text the database cannot store (U+0000 from a page's ?q=%00, an unpaired surrogate) is in no
  // contact: nothing matches, and no query runs. Every page searching contacts relies on this.
  if (!isStorableText(query)) return { items: [], totalItems: 0 };
  if (query) {
    const prefix = `${escapeLike(query)}%`;
    filters.push(or(
      sql`lower(${contacts.email}) = lower(${query})`,
      eq(contacts.number, query.toUpperCase()),
      ilike(contacts.familyName, prefix),
      ilike(contacts.givenName, prefix),
      ilike(sql`${contacts.givenName} || ' ' || ${contacts.familyName}`, prefix),
      ilike(contacts.email, prefix),
    )!);
  }
  const where = and(...filters);
  const [items, [total]] = await Promise.all([
    db.select().from(contacts).where(where).orderBy(asc(contacts.familyName), asc(contacts.givenName), asc(contacts.id))
      .limit(ctx.page.itemsPerPage).offset((ctx.page.page - 1) * ctx.page.itemsPerPage),
    db.select({ n: count() }).from(contacts).where(where),
  ]);
  return { items, totalItems: total?.n ?? 0 };
}

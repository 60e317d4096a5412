import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { contacts } from '../../db/schema';
import { confinedClubId, type OperationContext } from '../context';
import type { Page } from '../paging';
import { assertMaySearchContacts } from './contact-access';
import { closureIdColumn, clubTimeZoneColumn, withTags, type ContactWithTags } from './get-contact';
import { normalizeEmailQuery } from './normalize-email-query';
import { tagsFromJson, tagsJsonColumn } from './tags-json';

const sameEmail = sql`lower(${contacts.email}) = lower(${sql.placeholder('email')})`;
const byEmailStatement = preparedStatement('contact_by_email', (db, name) => db.select({ contact: contacts, tags: tagsJsonColumn, clubTimeZone: clubTimeZoneColumn, closureId: closureIdColumn })
  .from(contacts).where(and(eq(contacts.tenantId, sql.placeholder('tenantId')), sameEmail)).limit(1).prepare(name));

/** GET /contacts?email=: the tenant's contact with this e-mail (0 or 1), for checking before creating. */
export async function findContactsByEmail(ctx: OperationContext & { email: string }): Promise<Page<ContactWithTags>> {
  assertMaySearchContacts(ctx.actor);
  const tenantId = ctx.tenant.id;
  const email = normalizeEmailQuery(ctx.email);
  const confined = confinedClubId(ctx.actor);
  if (confined === undefined) {
    // The common call (a partner checking an e-mail before creating a contact): one query, tags included.
    const rows = await (await byEmailStatement()).execute({ tenantId, email });
    return { items: rows.map((row) => ({ ...row.contact, tags: tagsFromJson(row.tags), clubTimeZone: row.clubTimeZone, closureId: row.closureId })), totalItems: rows.length };
  }
  const rows = await (await getDb()).select().from(contacts)
    .where(and(eq(contacts.tenantId, tenantId), sql`lower(${contacts.email}) = lower(${email})`, eq(contacts.clubId, confined))).limit(1);
  return { items: await withTags(tenantId, rows), totalItems: rows.length };
}

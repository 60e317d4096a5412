import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { contacts, optins, type Optin, type OptinChannel, type OptinType } from '../../db/schema';
import { confinedClubId, type OperationContext } from '../context';
import { getContactOrThrow } from '../contacts/get-contact';
import { actingContactId, assertMaySearchContacts } from '../contacts/contact-access';
import type { Page, PageRequest } from '../paging';

/** GET /optins: a contact's opt-ins (contactId), or the tenant's for a broad client, filtered by channel and type. */
export async function listOptins(ctx: OperationContext & {
  contactId?: number; channel?: OptinChannel; type?: OptinType; page: PageRequest;
}): Promise<Page<Optin>> {
  const contactId = ctx.contactId ?? actingContactId(ctx.actor);
  if (contactId !== undefined) await getContactOrThrow(ctx, contactId);
  else assertMaySearchContacts(ctx.actor);
  const db = await getDb();
  const filters: SQL[] = [eq(optins.tenantId, ctx.tenant.id)];
  if (contactId !== undefined) filters.push(eq(optins.contactId, contactId));
  // Without a contact, a club-scoped token lists its club's contacts only, as it searches them.
  const confined = contactId === undefined ? confinedClubId(ctx.actor) : undefined;
  if (confined !== undefined) {
    filters.push(inArray(optins.contactId, db.select({ id: contacts.id }).from(contacts)
      .where(and(eq(contacts.tenantId, ctx.tenant.id), eq(contacts.clubId, confined)))));
  }
  if (ctx.channel) filters.push(eq(optins.channel, ctx.channel));
  if (ctx.type) filters.push(eq(optins.type, ctx.type));
  const where = and(...filters);
  const [items, [total]] = await Promise.all([
    db.select().from(optins).where(where).orderBy(asc(optins.contactId), asc(optins.id))
      .limit(ctx.page.itemsPerPage).offset((ctx.page.page - 1) * ctx.page.itemsPerPage),
    db.select({ n: count() }).from(optins).where(where),
  ]);
  return { items, totalItems: total?.n ?? 0 };
}

import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { optins, type Optin, type OptinChannel, type OptinType } from '../../db/schema';
import type { OperationContext } from '../context';
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
  const filters: SQL[] = [eq(optins.tenantId, ctx.tenant.id)];
  if (contactId !== undefined) filters.push(eq(optins.contactId, contactId));
  if (ctx.channel) filters.push(eq(optins.channel, ctx.channel));
  if (ctx.type) filters.push(eq(optins.type, ctx.type));
  const where = and(...filters);
  const db = await getDb();
  const [items, [total]] = await Promise.all([
    db.select().from(optins).where(where).orderBy(asc(optins.contactId), asc(optins.id))
      .limit(ctx.page.itemsPerPage).offset((ctx.page.page - 1) * ctx.page.itemsPerPage),
    db.select({ n: count() }).from(optins).where(where),
  ]);
  return { items, totalItems: total?.n ?? 0 };
}

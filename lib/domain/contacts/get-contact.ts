import { and, eq, sql } from 'drizzle-orm';
import { getDb, type Executor } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { contacts, type Contact, type ContactTag } from '../../db/schema';
import type { OperationContext } from '../context';
import { invalidField, notFound, type DomainError } from '../errors';
import { assertCanReachContact } from './contact-access';
import { tagsFromJson, tagsJsonColumn } from './tags-json';

export type ContactWithTags = Contact & {
  tags: ContactTag[];
  /** The time zone of the contact's club: its today is the day the contact's tags are judged on. */
  clubTimeZone: string;
  /** The contact's active closure (CONTRACT §9.5), while it is closed. */
  closureId?: number | null;
};

/** The time zone of the contact's club, as a column of the contact's own row (see tagsJsonColumn). */
export const clubTimeZoneColumn = sql<string>`(SELECT c.time_zone FROM clubs c WHERE c.tenant_id = "contacts"."tenant_id" AND c.id = "contacts"."club_id")`;

/** The contact's active closure (lib/domain/closures), as a column of its row. */
export const closureIdColumn = sql<number | null>`(SELECT cl.id FROM closures cl WHERE cl.tenant_id = "contacts"."tenant_id" AND cl.contact_id = "contacts"."id" AND cl.state = 'active' LIMIT 1)`;

const extras = { id: contacts.id, tags: tagsJsonColumn, clubTimeZone: clubTimeZoneColumn, closureId: closureIdColumn };

const extrasStatement = preparedStatement('contact_tags_of', (db, name) => db.select(extras).from(contacts)
  .where(and(eq(contacts.tenantId, sql.placeholder('tenantId')), sql`${contacts.id} = any(${sql.placeholder('contactIds')})`))
  .prepare(name));

/** The contacts with their tags and club's time zone; read on `tx` when given (a transaction). */
export async function withTags(tenantId: number, list: Contact[], tx?: Executor): Promise<ContactWithTags[]> {
  if (list.length === 0) return [];
  const rows = await (await extrasStatement(tx)).execute({ tenantId, contactIds: list.map((c) => c.id) });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return list.map((contact) => {
    const row = byId.get(contact.id);
    return { ...contact, tags: row ? tagsFromJson(row.tags) : [], clubTimeZone: row?.clubTimeZone ?? 'UTC', closureId: row?.closureId ?? null };
  });
}

async function readContact(
  { tenant, actor }: OperationContext, contactId: number, db: Executor | undefined, lock: boolean, missing: () => DomainError,
): Promise<ContactWithTags> {
  const query = (db ?? (await getDb())).select().from(contacts).where(and(eq(contacts.tenantId, tenant.id), eq(contacts.id, contactId))).limit(1);
  const [contact] = lock ? await query.for('update') : await query;
  if (!contact) throw missing();
  assertCanReachContact(actor, contact);
  const [full] = await withTags(tenant.id, [contact], db);
  return full!;
}

/** Reads one contact of the tenant with its tags, if the actor may reach it; `lock` takes a row lock. */
export function getContactOrThrow(ctx: OperationContext, contactId: number, db?: Executor, lock = false): Promise<ContactWithTags> {
  return readContact(ctx, contactId, db, lock, () => notFound('Contact'));
}

/**
 * The same, for a contact named by a body field (a tag's contactId, a badge's targetId): an
 * unknown contact there is bad input, a 400 on that field (CONTRACT §1), not a missing resource.
 */
export function getReferencedContactOrThrow(
  ctx: OperationContext, contactId: number, field: string, db?: Executor, lock = false,
): Promise<ContactWithTags> {
  return readContact(ctx, contactId, db, lock, () => invalidField(field, 'not-found', 'No contact of this network has this id.'));
}

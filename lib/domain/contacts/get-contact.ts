import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { getDb, type Executor } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { contacts, contactTags, type Contact, type ContactTag } from '../../db/schema';
import type { OperationContext } from '../context';
import { invalidField, notFound, type DomainError } from '../errors';
import { assertCanReachContact } from './contact-access';

export type ContactWithTags = Contact & { tags: ContactTag[] };

const tagsStatement = preparedStatement('contact_tags_of', (db, name) => db.select().from(contactTags)
  .where(and(eq(contactTags.tenantId, sql.placeholder('tenantId')), sql`${contactTags.contactId} = any(${sql.placeholder('contactIds')})`))
  .orderBy(asc(contactTags.id)).prepare(name));

/** The contacts with their tags; read on `tx` when given (a transaction), else by the prepared statement. */
export async function withTags(tenantId: number, list: Contact[], tx?: Executor): Promise<ContactWithTags[]> {
  if (list.length === 0) return [];
  const contactIds = list.map((c) => c.id);
  const tags = tx
    ? await tx.select().from(contactTags)
      .where(and(eq(contactTags.tenantId, tenantId), inArray(contactTags.contactId, contactIds))).orderBy(asc(contactTags.id))
    : await (await tagsStatement()).execute({ tenantId, contactIds });
  return list.map((contact) => ({ ...contact, tags: tags.filter((t) => t.contactId === contact.id) }));
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

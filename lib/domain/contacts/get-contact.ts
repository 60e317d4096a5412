import { and, asc, eq, inArray } from 'drizzle-orm';
import { getDb, type Executor } from '../../db/client';
import { contacts, contactTags, type Contact, type ContactTag } from '../../db/schema';
import type { OperationContext } from '../context';
import { invalidField, notFound, type DomainError } from '../errors';
import { assertCanReachContact } from './contact-access';

export type ContactWithTags = Contact & { tags: ContactTag[] };

export async function withTags(db: Executor, tenantId: number, list: Contact[]): Promise<ContactWithTags[]> {
  if (list.length === 0) return [];
  const tags = await db.select().from(contactTags)
    .where(and(eq(contactTags.tenantId, tenantId), inArray(contactTags.contactId, list.map((c) => c.id))))
    .orderBy(asc(contactTags.id));
  return list.map((contact) => ({ ...contact, tags: tags.filter((t) => t.contactId === contact.id) }));
}

async function readContact(
  { tenant, actor }: OperationContext, contactId: number, db: Executor | undefined, lock: boolean, missing: () => DomainError,
): Promise<ContactWithTags> {
  const executor = db ?? (await getDb());
  const query = executor.select().from(contacts).where(and(eq(contacts.tenantId, tenant.id), eq(contacts.id, contactId))).limit(1);
  const [contact] = lock ? await query.for('update') : await query;
  if (!contact) throw missing();
  assertCanReachContact(actor, contact);
  const [full] = await withTags(executor, tenant.id, [contact]);
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

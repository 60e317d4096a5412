import { and, asc, eq, inArray } from 'drizzle-orm';
import { getDb, type Executor } from '../../db/client';
import { contacts, contactTags, type Contact, type ContactTag } from '../../db/schema';
import type { OperationContext } from '../context';
import { notFound } from '../errors';
import { assertCanReachContact } from './contact-access';

export type ContactWithTags = Contact & { tags: ContactTag[] };

export async function withTags(db: Executor, tenantId: number, list: Contact[]): Promise<ContactWithTags[]> {
  if (list.length === 0) return [];
  const tags = await db.select().from(contactTags)
    .where(and(eq(contactTags.tenantId, tenantId), inArray(contactTags.contactId, list.map((c) => c.id))))
    .orderBy(asc(contactTags.id));
  return list.map((contact) => ({ ...contact, tags: tags.filter((t) => t.contactId === contact.id) }));
}

/** Reads one contact of the tenant with its tags, if the actor may reach it; `lock` takes a row lock. */
export async function getContactOrThrow(
  { tenant, actor }: OperationContext, contactId: number, db?: Executor, lock = false,
): Promise<ContactWithTags> {
  const executor = db ?? (await getDb());
  const query = executor.select().from(contacts).where(and(eq(contacts.tenantId, tenant.id), eq(contacts.id, contactId))).limit(1);
  const [contact] = lock ? await query.for('update') : await query;
  if (!contact) throw notFound('Contact');
  assertCanReachContact(actor, contact);
  const [full] = await withTags(executor, tenant.id, [contact]);
  return full!;
}

import { and, eq } from 'drizzle-orm';
import { getDb, type Executor } from '../../db/client';
import { contactMigrationRequests, contacts, type ContactMigrationRequest } from '../../db/schema';
import type { OperationContext } from '../context';
import { notFound } from '../errors';
import { assertCanReachContact } from './contact-access';

/**
 * A migration request of the tenant the actor may reach: that of a contact it may reach (its own
 * club's, for a club-bound token), or, once the contact has moved, one into its club. `lock` takes
 * the request's row lock (a transition).
 */
export async function getContactMigrationRequestOrThrow(
  ctx: OperationContext, id: number, db?: Executor, lock = false,
): Promise<ContactMigrationRequest> {
  const executor = db ?? (await getDb());
  const query = executor.select().from(contactMigrationRequests)
    .where(and(eq(contactMigrationRequests.tenantId, ctx.tenant.id), eq(contactMigrationRequests.id, id)));
  const [request] = lock ? await query.for('update') : await query;
  if (!request) throw notFound('Contact migration request');
  const [contact] = await executor.select({ id: contacts.id, clubId: contacts.clubId }).from(contacts)
    .where(and(eq(contacts.tenantId, ctx.tenant.id), eq(contacts.id, request.contactId)));
  // A validated request's contact is gone (or erased): the contact it became stands for it.
  assertCanReachContact(ctx.actor, contact ?? { id: request.resultContactId ?? request.contactId, clubId: request.clubId });
  return request;
}

import { and, eq } from 'drizzle-orm';
import { getDb, type Executor } from '../../db/client';
import { contacts } from '../../db/schema';
import { confinedClubId, type OperationContext } from '../context';
import { DomainError } from '../errors';
import { actingContactId } from './contact-access';

/**
 * A collection filtered on one contact (`?contactId=`, `?contact=`): a contact-scoped token may name
 * itself only (403 api.error.auth.contact-scope: never an empty list, never its own list instead), a
 * club-bound token a contact of its club only (403 api.error.scope.unauthorized-club). A contact
 * that does not exist is nobody's data: the filter then finds nothing.
 */
export async function assertMayFilterByContact(ctx: OperationContext, contactId: number, db?: Executor): Promise<void> {
  const self = actingContactId(ctx.actor);
  if (self !== undefined) {
    if (self !== contactId) throw new DomainError('api.error.auth.contact-scope', 'A contact-scoped token can only filter on its own contact.');
    return;
  }
  const confined = confinedClubId(ctx.actor);
  if (confined === undefined) return;
  const executor = db ?? (await getDb());
  const [contact] = await executor.select({ clubId: contacts.clubId }).from(contacts)
    .where(and(eq(contacts.tenantId, ctx.tenant.id), eq(contacts.id, contactId))).limit(1);
  if (contact && contact.clubId !== confined) {
    throw new DomainError('api.error.scope.unauthorized-club', 'This token is restricted to another club.');
  }
}

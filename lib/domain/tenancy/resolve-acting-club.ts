import { and, eq } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { clubs, contacts } from '../../db/schema';
import type { OperationContext } from '../context';
import { DomainError } from '../errors';

/**
 * The club a call acts on (CONTRACT §4) when no x-user-club-id header named one: a club-scoped
 * token's club, else a contact token's contact's club, else the tenant's only club.
 */
export async function requireActingClub(ctx: OperationContext & { clubId?: number }): Promise<number> {
  if (ctx.clubId !== undefined) return ctx.clubId;
  const { actor, tenant } = ctx;
  if (actor.kind === 'client' && actor.clubId !== undefined) return actor.clubId;
  const db = await getDb();
  const contactId = actor.kind === 'member' ? actor.contactId : actor.kind === 'client' ? actor.contactId : undefined;
  if (contactId !== undefined) {
    const [contact] = await db.select({ clubId: contacts.clubId }).from(contacts)
      .where(and(eq(contacts.tenantId, tenant.id), eq(contacts.id, contactId))).limit(1);
    if (contact) return contact.clubId;
  }
  const only = await db.select({ id: clubs.id }).from(clubs).where(eq(clubs.tenantId, tenant.id)).limit(2);
  if (only.length === 1) return only[0]!.id;
  throw new DomainError('api.error.header.club-required',
    'This tenant has several clubs: name the club with the x-user-club-id header.');
}

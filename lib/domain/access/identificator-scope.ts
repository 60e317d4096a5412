import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { contacts, identificators } from '../../db/schema';
import { confinedClubId, type OperationContext } from '../context';
import { actingContactId } from '../contacts/contact-access';

/**
 * What of the tenant's identificators the actor may see: a contact token its own, a club-bound token
 * those of its club's members, any other client all of them.
 */
export function identificatorReach(ctx: OperationContext, db: Executor): SQL[] {
  const where: SQL[] = [eq(identificators.tenantId, ctx.tenant.id)];
  const self = actingContactId(ctx.actor);
  if (self !== undefined) where.push(eq(identificators.contactId, self));
  const club = confinedClubId(ctx.actor);
  if (club !== undefined) {
    where.push(inArray(identificators.contactId, db.select({ id: contacts.id }).from(contacts)
      .where(and(eq(contacts.tenantId, ctx.tenant.id), eq(contacts.clubId, club)))));
  }
  return where;
}

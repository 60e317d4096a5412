import type { Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { inTransaction } from '../../db/transaction';
import { identificators, type Identificator } from '../../db/schema';
import type { OperationContext, TenantRef } from '../context';
import { getReferencedContactOrThrow } from '../contacts/get-contact';
import { emitBadgeEvent, numberAlreadyUsed } from './badge-helpers';

/** The badge and its identificator.created event, in the caller's transaction (a validated sale gives one too). */
export async function insertBadge(tx: Executor, tenant: TenantRef, contact: { id: number; clubId: number }, number: string): Promise<Identificator> {
  const [badge] = await tx.insert(identificators).values({ tenantId: tenant.id, contactId: contact.id, number }).returning();
  await emitBadgeEvent(tx, tenant, 'created', badge!, contact.clubId);
  return badge!;
}

/** POST /identificators: gives a contact a badge number, unique in the network. */
export async function createBadge(ctx: OperationContext & { contactId: number; number: string }): Promise<Identificator> {
  try {
    return await inTransaction(async (tx) => {
      const contact = await getReferencedContactOrThrow(ctx, ctx.contactId, 'targetId', tx);
      return insertBadge(tx, ctx.tenant, contact, ctx.number);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'identificators_number_unique')) throw numberAlreadyUsed();
    throw error;
  }
}

import { isUniqueViolation } from '../../db/errors';
import { inTransaction } from '../../db/transaction';
import { identificators, type Identificator } from '../../db/schema';
import type { OperationContext } from '../context';
import { getReferencedContactOrThrow } from '../contacts/get-contact';
import { emitBadgeEvent, numberAlreadyUsed } from './badge-helpers';

/** POST /identificators: gives a contact a badge number, unique in the network. */
export async function createBadge(ctx: OperationContext & { contactId: number; number: string }): Promise<Identificator> {
  try {
    return await inTransaction(async (tx) => {
      const contact = await getReferencedContactOrThrow(ctx, ctx.contactId, 'targetId', tx);
      const [badge] = await tx.insert(identificators).values({ tenantId: ctx.tenant.id, contactId: contact.id, number: ctx.number }).returning();
      await emitBadgeEvent(tx, ctx.tenant, 'created', badge!, contact.clubId);
      return badge!;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'identificators_number_unique')) throw numberAlreadyUsed();
    throw error;
  }
}

import type { Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { inTransaction } from '../../db/transaction';
import { identificators, type Identificator, type IdentificatorType } from '../../db/schema';
import { generatedNumber } from '../access/identificator-numbers';
import type { OperationContext, TenantRef } from '../context';
import { getReferencedContactOrThrow } from '../contacts/get-contact';
import { emitBadgeEvent, numberAlreadyUsed } from './badge-helpers';

/** The identificator and its identificator.created event, in the caller's transaction (a validated sale gives a badge too). */
export async function insertBadge(
  tx: Executor, tenant: TenantRef, contact: { id: number; clubId: number }, number: string, type: IdentificatorType = 'badge',
): Promise<Identificator> {
  const [badge] = await tx.insert(identificators).values({ tenantId: tenant.id, contactId: contact.id, type, number }).returning();
  await emitBadgeEvent(tx, tenant, 'created', badge!, contact.clubId);
  return badge!;
}

/**
 * POST /identificators: gives a contact a badge or a qrcode (CONTRACT §11). A number given must be
 * free for its type in the network; without one a number is generated (tried again on the rare draw
 * already taken).
 */
export async function createBadge(ctx: OperationContext & { contactId: number; number?: string; type?: IdentificatorType }): Promise<Identificator> {
  const type = ctx.type ?? 'badge';
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await inTransaction(async (tx) => {
        const contact = await getReferencedContactOrThrow(ctx, ctx.contactId, 'targetId', tx);
        return insertBadge(tx, ctx.tenant, contact, ctx.number ?? generatedNumber(type), type);
      });
    } catch (error) {
      if (!isUniqueViolation(error, 'identificators_number_unique')) throw error;
      if (ctx.number !== undefined || attempt >= 3) throw numberAlreadyUsed();
    }
  }
}

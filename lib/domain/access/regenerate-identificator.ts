import { and, eq } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/errors';
import { inTransaction } from '../../db/transaction';
import { identificators, type Identificator } from '../../db/schema';
import { now } from '../../time/clock';
import type { OperationContext } from '../context';
import { DomainError } from '../errors';
import { emitBadgeEvent, getBadgeOrThrow } from '../badges/badge-helpers';
import { generatedNumber, identificatorState } from './identificator-numbers';

/**
 * PUT /identificators/{id}/generate: a new generated number (a qrcode shown on a phone that was
 * seen by someone else, a lost badge). The old number is unknown from then on, and so are the member
 * pass codes made from it. A revoked identificator stays revoked: 400.
 */
export async function regenerateIdentificator(ctx: OperationContext & { identificatorId: number }): Promise<Identificator> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await inTransaction(async (tx) => {
        const { badge, contact } = await getBadgeOrThrow(ctx, tx, ctx.identificatorId);
        if (identificatorState(badge) === 'revoked') {
          throw new DomainError('api.error.identificator.revoked', 'This identificator is revoked: give the contact a new one.');
        }
        const [updated] = await tx.update(identificators).set({ number: generatedNumber(badge.type), updatedAt: now() })
          .where(and(eq(identificators.tenantId, ctx.tenant.id), eq(identificators.id, badge.id))).returning();
        await emitBadgeEvent(tx, ctx.tenant, 'updated', updated!, contact.clubId);
        return updated!;
      });
    } catch (error) {
      if (!isUniqueViolation(error, 'identificators_number_unique') || attempt >= 3) throw error;
    }
  }
}

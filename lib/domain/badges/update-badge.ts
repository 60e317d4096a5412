import { and, eq } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/errors';
import { inTransaction } from '../../db/transaction';
import { identificators, type Identificator } from '../../db/schema';
import { now } from '../../time/clock';
import type { OperationContext } from '../context';
import { emitBadgeEvent, getBadgeOrThrow, numberAlreadyUsed } from './badge-helpers';

/** PATCH /identificators/{id}: a new number for the badge. */
export async function updateBadge(ctx: OperationContext & { badgeId: number; number: string }): Promise<Identificator> {
  try {
    return await inTransaction(async (tx) => {
      const { badge, contact } = await getBadgeOrThrow(ctx, tx, ctx.badgeId);
      if (badge.number === ctx.number) return badge;
      const [updated] = await tx.update(identificators).set({ number: ctx.number, updatedAt: now() })
        .where(and(eq(identificators.tenantId, ctx.tenant.id), eq(identificators.id, badge.id))).returning();
      await emitBadgeEvent(tx, ctx.tenant, 'updated', updated!, contact.clubId);
      return updated!;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'identificators_number_unique')) throw numberAlreadyUsed();
    throw error;
  }
}

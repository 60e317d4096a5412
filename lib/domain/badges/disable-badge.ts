import { and, eq } from 'drizzle-orm';
import { inTransaction } from '../../db/transaction';
import { identificators, type Identificator } from '../../db/schema';
import { now } from '../../time/clock';
import type { OperationContext } from '../context';
import { DomainError } from '../errors';
import { emitBadgeEvent, getBadgeOrThrow } from './badge-helpers';

/** POST /identificators/{id}/disable: the badge stops opening doors; a disabled badge stays disabled. */
export async function disableBadge(ctx: OperationContext & { badgeId: number }): Promise<Identificator> {
  return inTransaction(async (tx) => {
    const { badge, contact } = await getBadgeOrThrow(ctx, tx, ctx.badgeId);
    if (badge.disabledAt) throw new DomainError('api.error.identificator.already-disabled', 'This badge is already disabled.');
    const at = now();
    const [disabled] = await tx.update(identificators).set({ disabledAt: at, updatedAt: at })
      .where(and(eq(identificators.tenantId, ctx.tenant.id), eq(identificators.id, badge.id))).returning();
    await emitBadgeEvent(tx, ctx.tenant, 'disabled', disabled!, contact.clubId);
    return disabled!;
  });
}

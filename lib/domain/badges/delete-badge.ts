import { and, eq } from 'drizzle-orm';
import { inTransaction } from '../../db/transaction';
import { identificators } from '../../db/schema';
import type { OperationContext } from '../context';
import { emitBadgeEvent, getBadgeOrThrow } from './badge-helpers';

/** DELETE /identificators/{id}. */
export async function deleteBadge(ctx: OperationContext & { badgeId: number }): Promise<void> {
  await inTransaction(async (tx) => {
    const { badge, contact } = await getBadgeOrThrow(ctx, tx, ctx.badgeId);
    await tx.delete(identificators).where(and(eq(identificators.tenantId, ctx.tenant.id), eq(identificators.id, badge.id)));
    await emitBadgeEvent(tx, ctx.tenant, 'deleted', badge, contact.clubId);
  });
}

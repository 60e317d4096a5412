import { and, eq, sql } from 'drizzle-orm';
import { inTransaction } from '../../db/transaction';
import { cancellationMotives, cancellations, clubs } from '../../db/schema';
import type { OperationContext } from '../context';
import { notFound } from '../errors';

/**
 * DELETE /cancellation_motives/{id} (admin): the motive leaves every club's online list; past
 * cancellations keep their record without the motive.
 */
export async function deleteMotive(ctx: OperationContext & { motiveId: number }): Promise<void> {
  await inTransaction(async (tx) => {
    const removed = await tx.delete(cancellationMotives)
      .where(and(eq(cancellationMotives.tenantId, ctx.tenant.id), eq(cancellationMotives.id, ctx.motiveId))).returning();
    if (removed.length === 0) throw notFound('Cancellation motive');
    await tx.update(cancellations).set({ motiveId: null })
      .where(and(eq(cancellations.tenantId, ctx.tenant.id), eq(cancellations.motiveId, ctx.motiveId)));
    await tx.update(clubs).set({
      onlineCancellation: sql`jsonb_set(${clubs.onlineCancellation}, '{includedCancellationMotiveIds}',
        coalesce((SELECT jsonb_agg(v) FROM jsonb_array_elements(${clubs.onlineCancellation}->'includedCancellationMotiveIds') v
          WHERE v::int <> ${ctx.motiveId}), '[]'::jsonb))`,
    }).where(eq(clubs.tenantId, ctx.tenant.id));
  });
}

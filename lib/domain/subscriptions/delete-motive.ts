import { and, eq, isNull, sql } from 'drizzle-orm';
import { inTransaction } from '../../db/transaction';
import { cancellationMotives, cancellations, clubs } from '../../db/schema';
import { now } from '../../time/clock';
import type { OperationContext } from '../context';
import { notFound } from '../errors';

/**
 * DELETE /cancellation_motives/{id} (admin): the motive leaves every club's online list. One that no
 * cancellation names is deleted; one that cancellations name is archived instead: it leaves the lists,
 * its name is free again, and those cancellations keep it. Answers whether it was archived.
 */
export async function deleteMotive(ctx: OperationContext & { motiveId: number }): Promise<{ archived: boolean }> {
  return inTransaction(async (tx) => {
    const mine = and(eq(cancellationMotives.tenantId, ctx.tenant.id), eq(cancellationMotives.id, ctx.motiveId), isNull(cancellationMotives.archivedAt));
    const [motive] = await tx.select({ id: cancellationMotives.id }).from(cancellationMotives).where(mine).limit(1).for('update');
    if (!motive) throw notFound('Cancellation motive');
    const [used] = await tx.select({ id: cancellations.id }).from(cancellations)
      .where(and(eq(cancellations.tenantId, ctx.tenant.id), eq(cancellations.motiveId, ctx.motiveId))).limit(1);
    if (used) await tx.update(cancellationMotives).set({ archivedAt: now() }).where(mine);
    else await tx.delete(cancellationMotives).where(mine);
    await tx.update(clubs).set({
      onlineCancellation: sql`jsonb_set(${clubs.onlineCancellation}, '{includedCancellationMotiveIds}',
        coalesce((SELECT jsonb_agg(v) FROM jsonb_array_elements(${clubs.onlineCancellation}->'includedCancellationMotiveIds') v
          WHERE v::int <> ${ctx.motiveId}), '[]'::jsonb))`,
    }).where(eq(clubs.tenantId, ctx.tenant.id));
    return { archived: Boolean(used) };
  });
}

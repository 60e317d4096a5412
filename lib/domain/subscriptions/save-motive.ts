import { and, eq } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { cancellationMotives, type CancellationMotive } from '../../db/schema';
import type { OperationContext } from '../context';
import { notFound } from '../errors';

/** POST /cancellation_motives, or PATCH /cancellation_motives/{id} with `motiveId` (admin). */
export async function saveMotive(ctx: OperationContext & { motiveId?: number; name: string }): Promise<CancellationMotive> {
  const db = await getDb();
  if (ctx.motiveId === undefined) {
    const [created] = await db.insert(cancellationMotives).values({ tenantId: ctx.tenant.id, name: ctx.name }).returning();
    return created!;
  }
  const [renamed] = await db.update(cancellationMotives).set({ name: ctx.name })
    .where(and(eq(cancellationMotives.tenantId, ctx.tenant.id), eq(cancellationMotives.id, ctx.motiveId))).returning();
  if (!renamed) throw notFound('Cancellation motive');
  return renamed;
}

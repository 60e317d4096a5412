import { and, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { inTransaction } from '../../db/transaction';
import { cancellationMotives, type CancellationMotive } from '../../db/schema';
import type { OperationContext } from '../context';
import { invalidField, notFound } from '../errors';

const nameAlreadyUsed = () => invalidField('name', 'already-used', 'A cancellation motive of this network already has this name.',
  'api.error.cancellation-motive.name-already-used');

async function assertNameFree(tx: Executor, tenantId: number, name: string, exceptId?: number) {
  const where: SQL[] = [eq(cancellationMotives.tenantId, tenantId), isNull(cancellationMotives.archivedAt), sql`lower(${cancellationMotives.name}) = lower(${name})`];
  if (exceptId !== undefined) where.push(ne(cancellationMotives.id, exceptId));
  const [taken] = await tx.select({ id: cancellationMotives.id }).from(cancellationMotives).where(and(...where)).limit(1);
  if (taken) throw nameAlreadyUsed();
}

/**
 * POST /cancellation_motives, or PATCH /cancellation_motives/{id} with `motiveId` (admin). A name is
 * unique among the network's live motives whatever its case (checked here for a clean answer, held by
 * the unique index on lower(name) under races). An archived motive cannot be renamed (404).
 */
export async function saveMotive(ctx: OperationContext & { motiveId?: number; name: string }): Promise<CancellationMotive> {
  try {
    return await inTransaction(async (tx) => {
      await assertNameFree(tx, ctx.tenant.id, ctx.name, ctx.motiveId);
      if (ctx.motiveId === undefined) {
        const [created] = await tx.insert(cancellationMotives).values({ tenantId: ctx.tenant.id, name: ctx.name }).returning();
        return created!;
      }
      const [renamed] = await tx.update(cancellationMotives).set({ name: ctx.name })
        .where(and(eq(cancellationMotives.tenantId, ctx.tenant.id), eq(cancellationMotives.id, ctx.motiveId), isNull(cancellationMotives.archivedAt))).returning();
      if (!renamed) throw notFound('Cancellation motive');
      return renamed;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'cancellation_motives_name_unique')) throw nameAlreadyUsed();
    throw error;
  }
}

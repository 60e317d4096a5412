import { and, eq } from 'drizzle-orm';
import { getDb, type Executor } from '../../db/client';
import { classEvents, type ClassEvent } from '../../db/schema';
import type { OperationContext } from '../context';
import { notFound } from '../errors';

/** A class of the tenant; `lock` takes its row lock, under which seats are counted and taken. */
export async function getClassEventOrThrow(ctx: OperationContext, classEventId: number, db?: Executor, lock = false): Promise<ClassEvent> {
  const executor = db ?? (await getDb());
  const query = executor.select().from(classEvents)
    .where(and(eq(classEvents.tenantId, ctx.tenant.id), eq(classEvents.id, classEventId))).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Class event');
  return row;
}

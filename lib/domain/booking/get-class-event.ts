import { and, eq } from 'drizzle-orm';
import { getDb, type Executor } from '../../db/client';
import { classEvents, type ClassEvent } from '../../db/schema';
import type { OperationContext } from '../context';
import { invalidField, notFound, type DomainError } from '../errors';

async function readClassEvent(ctx: OperationContext, classEventId: number, db: Executor | undefined, lock: boolean, missing: () => DomainError): Promise<ClassEvent> {
  const executor = db ?? (await getDb());
  const query = executor.select().from(classEvents)
    .where(and(eq(classEvents.tenantId, ctx.tenant.id), eq(classEvents.id, classEventId))).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw missing();
  return row;
}

/** A class of the tenant; `lock` takes its row lock, under which seats are counted and taken. */
export function getClassEventOrThrow(ctx: OperationContext, classEventId: number, db?: Executor, lock = false): Promise<ClassEvent> {
  return readClassEvent(ctx, classEventId, db, lock, () => notFound('Class event'));
}

/**
 * The same, for a class named by a body field (a booking's classEvent): an unknown class there is
 * bad input, a 400 on that field (CONTRACT §1), not a missing resource.
 */
export function getReferencedClassEventOrThrow(ctx: OperationContext, classEventId: number, field: string, db?: Executor, lock = false): Promise<ClassEvent> {
  return readClassEvent(ctx, classEventId, db, lock, () => invalidField(field, 'not-found', 'No class of this network has this id.'));
}

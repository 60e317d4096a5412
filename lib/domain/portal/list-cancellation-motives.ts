import { asc, eq } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { cancellationMotives } from '../../db/schema';
import type { OperationContext } from '../context';
import { DomainError } from '../errors';

export interface MotiveOption {
  id: number;
  name: string;
}

/** The tenant's full list of cancellation motives, for staff choosing the ones a club offers online. */
export async function listCancellationMotives(ctx: OperationContext): Promise<MotiveOption[]> {
  if (ctx.actor.kind === 'member') throw new DomainError('api.error.scope.unauthorized-endpoint', 'Members cannot list every motive.');
  const db = await getDb();
  return db.select({ id: cancellationMotives.id, name: cancellationMotives.name }).from(cancellationMotives)
    .where(eq(cancellationMotives.tenantId, ctx.tenant.id))
    .orderBy(asc(cancellationMotives.id));
}

import { and, eq } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { identificators, type Identificator } from '../../db/schema';
import type { OperationContext } from '../context';
import { notFound } from '../errors';
import { getBadgeOrThrow } from '../badges/badge-helpers';

/** GET /identificators/{id}: one identificator whose contact the actor may reach. */
export async function getIdentificator(ctx: OperationContext & { identificatorId: number }): Promise<Identificator> {
  const db = await getDb();
  const [found] = await db.select({ id: identificators.id }).from(identificators)
    .where(and(eq(identificators.tenantId, ctx.tenant.id), eq(identificators.id, ctx.identificatorId))).limit(1);
  if (!found) throw notFound('Identificator');
  return (await getBadgeOrThrow(ctx, db, found.id)).badge;
}

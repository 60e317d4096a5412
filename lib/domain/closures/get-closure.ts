import { and, eq } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { closures } from '../../db/schema';
import type { OperationContext } from '../context';
import { getContactOrThrow } from '../contacts/get-contact';
import { notFound } from '../errors';
import { closureView, type ClosureView } from './closure-view';

/** GET /closures/{id}: with consequenceSummary; a contact-scoped token reaches its own only. */
export async function getClosureOrThrow(ctx: OperationContext & { closureId: number }): Promise<ClosureView> {
  const db = await getDb();
  const [closure] = await db.select().from(closures).where(and(eq(closures.tenantId, ctx.tenant.id), eq(closures.id, ctx.closureId))).limit(1);
  if (!closure) throw notFound('Closure');
  await getContactOrThrow(ctx, closure.contactId, db);
  return closureView(db, closure);
}

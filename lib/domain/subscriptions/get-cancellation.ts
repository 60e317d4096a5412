import { and, eq } from 'drizzle-orm';
import { getDb, type Executor } from '../../db/client';
import { cancellations, type Cancellation } from '../../db/schema';
import type { OperationContext } from '../context';
import { assertCanReachContact } from '../contacts/contact-access';
import { notFound } from '../errors';
import { withContacts, type CancellationView } from './with-contacts';

export async function getCancellationOrThrow(
  { tenant, actor }: OperationContext, cancellationId: number, db?: Executor, lock = false,
): Promise<Cancellation> {
  const executor = db ?? (await getDb());
  const query = executor.select().from(cancellations).where(and(eq(cancellations.tenantId, tenant.id), eq(cancellations.id, cancellationId))).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Cancellation');
  assertCanReachContact(actor, { id: row.contactId, clubId: row.clubId });
  return row;
}

/** GET /cancellations/{id}: the cancellation with its contact summary. */
export async function getCancellationView(ctx: OperationContext, cancellationId: number): Promise<CancellationView> {
  const db = await getDb();
  return (await withContacts(db, ctx.tenant.id, [await getCancellationOrThrow(ctx, cancellationId, db)]))[0]!;
}

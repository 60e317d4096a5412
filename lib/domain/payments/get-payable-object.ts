import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { getDb } from '../../db/client';
import { payableObjects, type PayableObject } from '../../db/schema';
import type { OperationContext } from '../context';
import { assertCanReachContact } from '../contacts/contact-access';
import { notFound } from '../errors';
import { payableObjectView, type PayableObjectView } from './payable-object-view';

/** One payable object of the tenant, if the actor may reach its contact (contact- and club-scoped tokens). */
export async function readPayableObjectOrThrow(ctx: OperationContext, id: number, db: Executor, lock = false): Promise<PayableObject> {
  const query = db.select().from(payableObjects).where(and(eq(payableObjects.tenantId, ctx.tenant.id), eq(payableObjects.id, id))).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Payable object');
  assertCanReachContact(ctx.actor, { id: row.contactId, clubId: row.clubId });
  return row;
}

/** GET /payable_objects/{id}: the payable object with what it answers beside its row. */
export async function getPayableObject(ctx: OperationContext & { id: number }): Promise<PayableObjectView> {
  const db = await getDb();
  return payableObjectView(db, await readPayableObjectOrThrow(ctx, ctx.id, db));
}

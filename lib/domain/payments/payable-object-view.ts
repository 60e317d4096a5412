// What a payable object answers beside its row (CONTRACT §10, the fields Stadline's payment samples
// read): its club's code, and the first payment it recorded (a sale's or an incident's), once paid.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { clubs, payments, type PayableObject } from '../../db/schema';

export interface PayableObjectView extends PayableObject {
  clubCode: string;
  paymentId: number | null;
}

export async function payableObjectView(db: Executor, po: PayableObject): Promise<PayableObjectView> {
  const [[club], [payment]] = await Promise.all([
    db.select({ code: clubs.code }).from(clubs).where(and(eq(clubs.tenantId, po.tenantId), eq(clubs.id, po.clubId))).limit(1),
    po.state === 'validated' && po.kind !== 'web_wallet' && po.targetIds.length > 0
      // Through the targets' indexes: the payments of its sales or incidents, the one it made named by its reference.
      ? db.select({ id: payments.id }).from(payments).where(and(
        eq(payments.tenantId, po.tenantId), eq(payments.reference, `payable_objects/${po.id}`),
        inArray(po.kind === 'sales' ? payments.saleId : payments.incidentId, po.targetIds),
      )).orderBy(asc(payments.id)).limit(1)
      : Promise.resolve([]),
  ]);
  return { ...po, clubCode: club?.code ?? '', paymentId: payment?.id ?? null };
}

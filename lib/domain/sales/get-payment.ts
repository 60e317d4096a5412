import { and, eq } from 'drizzle-orm';
import { getDb, type Executor } from '../../db/client';
import { clubs, payments, sales, type Payment } from '../../db/schema';
import type { OperationContext } from '../context';
import { assertCanReachContact } from '../contacts/contact-access';
import { notFound } from '../errors';

/** A payment with its sale's club clock (its createdAt is shown in the club's time zone). */
export type PaymentView = Payment & { clubId: number; clubTimeZone: string };

export async function paymentView(db: Executor, tenantId: number, payment: Payment): Promise<PaymentView> {
  const [row] = await db.select({ clubId: sales.clubId, timeZone: clubs.timeZone }).from(sales)
    .innerJoin(clubs, and(eq(clubs.tenantId, sales.tenantId), eq(clubs.id, sales.clubId)))
    .where(and(eq(sales.tenantId, tenantId), eq(sales.id, payment.saleId))).limit(1);
  return { ...payment, clubId: row!.clubId, clubTimeZone: row!.timeZone };
}

/** GET /payments/{id}: one payment of the tenant, if the actor may reach its sale. */
export async function getPaymentOrThrow(ctx: OperationContext & { paymentId: number }): Promise<PaymentView> {
  const db = await getDb();
  const [payment] = await db.select().from(payments).where(and(eq(payments.tenantId, ctx.tenant.id), eq(payments.id, ctx.paymentId))).limit(1);
  if (!payment) throw notFound('Payment');
  const view = await paymentView(db, ctx.tenant.id, payment);
  assertCanReachContact(ctx.actor, { id: payment.contactId, clubId: view.clubId });
  return view;
}

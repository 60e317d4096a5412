import { and, eq } from 'drizzle-orm';
import { getDb, type Executor } from '../../db/client';
import { checkouts, clubs, payments, type Payment } from '../../db/schema';
import type { OperationContext } from '../context';
import { assertCanReachContact } from '../contacts/contact-access';
import { notFound } from '../errors';

/** A payment with its sale's club clock (its createdAt is shown in the club's time zone). */
export type PaymentView = Payment & { clubId: number; clubTimeZone: string };

export async function paymentView(db: Executor, tenantId: number, payment: Payment): Promise<PaymentView> {
  // The checkout's club: a sale's payment is taken in the sale's club, an incident's settlement in its invoice's or contact's.
  const [row] = await db.select({ clubId: checkouts.clubId, timeZone: clubs.timeZone }).from(checkouts)
    .innerJoin(clubs, and(eq(clubs.tenantId, checkouts.tenantId), eq(clubs.id, checkouts.clubId)))
    .where(and(eq(checkouts.tenantId, tenantId), eq(checkouts.id, payment.checkoutId))).limit(1);
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

// A provider's word that does not match what was asked (CONTRACT §9.6, §12): another amount or
// currency is never applied. The payable object goes to `review`, staff see it on the reconciliation
// page, and a log line says what differed; the money is then a matter between staff and the provider.
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { payableObjects, type PayableObject } from '../../db/schema';
import { logger } from '../../log/logger';
import { now } from '../../time/clock';

/** Why the provider's amount and currency cannot be applied to this payable object; null when they match. */
export function paymentMismatch(po: Pick<PayableObject, 'amount' | 'currency'>, seen: { amount: number; currency: string }): string | null {
  if (seen.amount === po.amount && seen.currency.toUpperCase() === po.currency.toUpperCase()) return null;
  return `The provider reported ${seen.amount} ${seen.currency.toUpperCase()} for a payment of ${po.amount} ${po.currency}.`;
}

/** Puts a payable object still open in `review`, with the reason; answers whether it changed. */
export async function putInReview(tx: Executor, po: PayableObject, reason: string): Promise<boolean> {
  if (po.state !== 'requested' && po.state !== 'canceled' && po.state !== 'refused') return false;
  await tx.update(payableObjects).set({ state: 'review', completedAt: now(), outcomeNote: reason })
    .where(and(eq(payableObjects.tenantId, po.tenantId), eq(payableObjects.id, po.id)));
  logger().warn({ tenantId: po.tenantId, payableObjectId: po.id, provider: po.provider, reference: po.providerReference, reason },
    'payment in review: the provider reported another amount or currency');
  return true;
}

import { inTransaction } from '../../db/transaction';
import { getDb } from '../../db/client';
import type { PayableObject } from '../../db/schema';
import { providerNamed } from '../../payments/providers';
import type { OperationContext } from '../context';
import { applyPaymentOutcome } from './apply-payment-outcome';
import { readPayableObjectOrThrow } from './get-payable-object';
import { payableObjectView, type PayableObjectView } from './payable-object-view';
import { paymentMismatch, putInReview } from './review-payable-object';

/**
 * PUT /payable_objects/{id}/check (CONTRACT §9.6): asks the provider for the payment's state, for an
 * event that never arrived. The provider's API is the other trusted channel; the payer's return URL
 * never is. Applied as an event would be: once, under the payable object's lock.
 */
export async function checkPayableObject(ctx: OperationContext & { id: number }): Promise<PayableObjectView> {
  return payableObjectView(await getDb(), await checkAtProvider(ctx));
}

async function checkAtProvider(ctx: OperationContext & { id: number }): Promise<PayableObject> {
  const po = await readPayableObjectOrThrow(ctx, ctx.id, await getDb());
  if (po.state !== 'requested' && po.state !== 'canceled') return po;
  const seen = await providerNamed(po.provider)!.readPayment(po.providerReference);
  if (seen.state === 'requested' || seen.state === 'canceled') return po;
  const mismatch = seen.state === 'validated' ? paymentMismatch(po, seen) : null;
  return inTransaction(async (tx) => {
    const locked = await readPayableObjectOrThrow(ctx, ctx.id, tx, true);
    if (mismatch) await putInReview(tx, locked, mismatch);
    else await applyPaymentOutcome(tx, ctx.tenant, locked, seen.state);
    return readPayableObjectOrThrow(ctx, ctx.id, tx);
  });
}

import { inTransaction } from '../../db/transaction';
import { logger } from '../../log/logger';
import { ProviderRequestError } from '../../payments/provider';
import { DomainError } from '../errors';
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

/** The provider's word; its failure is a 502 with its own code and a log line, the payable object unchanged. */
async function readAtProvider(po: PayableObject) {
  try {
    return await providerNamed(po.provider)!.readPayment(po.providerReference, po.providerAccount);
  } catch (error) {
    if (!(error instanceof ProviderRequestError)) throw error;
    logger().warn({ tenantId: po.tenantId, payableObjectId: po.id, provider: po.provider, status: error.status, reason: error.message },
      'payment provider did not answer a check: payable object unchanged');
    throw new DomainError('api.error.payable-object.provider-unavailable', 'The payment provider did not answer; the payable object is unchanged. Try again later.');
  }
}

async function checkAtProvider(ctx: OperationContext & { id: number }): Promise<PayableObject> {
  const po = await readPayableObjectOrThrow(ctx, ctx.id, await getDb());
  // A refused one too: a Stripe payer may pay with another card after a failed one.
  if (po.state !== 'requested' && po.state !== 'canceled' && po.state !== 'refused') return po;
  if (po.providerReference.startsWith('not-created:')) return po; // the provider never made it (ask-provider-payment.ts)
  const seen = await readAtProvider(po);
  if (seen.state === 'requested' || seen.state === 'canceled') return po;
  const mismatch = seen.state === 'validated' ? paymentMismatch(po, seen) : null;
  return inTransaction(async (tx) => {
    const locked = await readPayableObjectOrThrow(ctx, ctx.id, tx, true);
    if (mismatch) await putInReview(tx, locked, mismatch);
    else await applyPaymentOutcome(tx, ctx.tenant, locked, seen.state);
    return readPayableObjectOrThrow(ctx, ctx.id, tx);
  });
}

// The call to the provider that creates a payment, with what happens when it fails: the provider is
// another system, so its refusal or silence is an expected answer, not a fault of ours. Nothing was
// charged; the payable object is recorded `refused` with the reason (staff see it, a log line says
// it), and the caller gets a 502 with its own code (a member, a sentence), never a 500.
import { sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Executor } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { queryRows } from '../../db/raw';
import { payableObjects } from '../../db/schema';
import { logger } from '../../log/logger';
import { ProviderRequestError, type CreatePaymentInput, type CreatedPayment } from '../../payments/provider';
import { now } from '../../time/clock';
import type { OperationContext } from '../context';
import { DomainError } from '../errors';
import { recordGlobalKeys } from '../tenancy/tenant-lookups';
import { paymentKeys } from './payment-keys';
import type { PayableObjectInput, PayablePlan } from './plan-payable-object';

/** The next payable object id, taken before the provider is asked (the payment is keyed by it). */
export async function reservePayableObjectId(db: Executor): Promise<number> {
  const [row] = await queryRows<{ id: string | number }>(db, sql`SELECT nextval(pg_get_serial_sequence('payable_objects', 'id')) AS id`);
  return Number(row!.id);
}

export async function askProviderOrRecordRefusal(
  ctx: OperationContext & PayableObjectInput, plan: PayablePlan, id: number, input: CreatePaymentInput,
): Promise<CreatedPayment> {
  try {
    return await plan.provider.createPayment(input);
  } catch (error) {
    if (!(error instanceof ProviderRequestError)) throw error;
    const keys = { provider: plan.provider.name, providerReference: `not-created:${id}`, token: randomBytes(24).toString('base64url') };
    await inTransaction(async (tx) => {
      await tx.insert(payableObjects).overridingSystemValue().values({
        tenantId: ctx.tenant.id, id, contactId: ctx.contactId, clubId: plan.clubId, checkoutId: plan.checkoutId, kind: ctx.kind,
        targetIds: plan.targetIds, amount: ctx.amount, availableUsed: plan.availableUsed, useWebWallet: ctx.useWebWallet ?? false,
        currency: input.currency, ...keys, redirectUrl: '', validUrl: ctx.validUrl ?? '', cancelUrl: ctx.cancelUrl ?? '',
        state: 'refused', completedAt: now(), outcomeNote: error.message,
      });
      await recordGlobalKeys(tx, ctx.tenant.id, paymentKeys(keys));
    });
    logger().warn({ tenantId: ctx.tenant.id, payableObjectId: id, provider: plan.provider.name, status: error.status, reason: error.message },
      'payment provider refused to create a payment: payable object refused, nothing charged');
    throw new DomainError('api.error.payable-object.provider-unavailable',
      `The payment provider could not take this payment now (payable object ${id} refused); nothing was charged. Try again later.`);
  }
}

// A newer payable object for the same incidents or sales replaces the earlier open ones (CONTRACT
// §9.6): a member who opens the payment page twice, or a partner who retries without a key, must not
// be charged twice for one debt.
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { payableObjects, type PayableObjectKind } from '../../db/schema';
import { now } from '../../time/clock';

export interface ReplacedPayment {
  provider: string;
  reference: string;
  account: string | null;
}

/**
 * Cancels the contact's `requested` payable objects that pay any of these targets, in the caller's
 * transaction (which holds the targets' locks); answers their provider payments, to withdraw after
 * commit (a provider is another system: it is never called inside a database transaction).
 */
export async function cancelReplacedPayableObjects(
  tx: Executor, input: { tenantId: number; contactId: number; kind: PayableObjectKind; targetIds: number[] },
): Promise<ReplacedPayment[]> {
  if (input.kind === 'web_wallet' || input.targetIds.length === 0) return [];
  const rows = await tx.update(payableObjects).set({ state: 'canceled', completedAt: now() })
    .where(and(
      eq(payableObjects.tenantId, input.tenantId), eq(payableObjects.contactId, input.contactId), eq(payableObjects.kind, input.kind),
      eq(payableObjects.state, 'requested'), sql`EXISTS (SELECT 1 FROM jsonb_array_elements_text(${payableObjects.targetIds}) AS target(id)
        WHERE target.id::int = ANY(${`{${input.targetIds.join(',')}}`}::int[]))`,
    ))
    .returning({ provider: payableObjects.provider, reference: payableObjects.providerReference, account: payableObjects.providerAccount });
  return rows;
}

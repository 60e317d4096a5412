// What a provider's outcome does to a payable object (CONTRACT §9.6), inside the transaction that
// records the event: `refused` changes nothing else; `validated` pays what it was for. The money the
// provider collected is never lost: what its targets can no longer take (a sale cancelled, an
// incident settled meanwhile) goes to the contact's available amount, and the note says why.
import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { payableObjects, type PayableObject } from '../../db/schema';
import { now } from '../../time/clock';
import type { TenantRef } from '../context';
import { postTransaction } from '../ledger/post-transaction';
import type { ProviderPaymentState } from '../../payments/provider';
import { allocateToTargets } from './allocate-to-targets';
import { incidentTargetPayer } from './incident-target-payer';
import { saleTargetPayer } from './sale-target-payer';

async function creditWallet(tx: Transaction, po: PayableObject): Promise<null> {
  await postTransaction(tx, {
    tenantId: po.tenantId, kind: 'web_wallet', ref: `payable_objects/${po.id}`,
    postings: [
      { account: 'provider_clearing', checkoutId: po.checkoutId, amount: po.amount },
      { account: 'available', contactId: po.contactId, amount: -po.amount },
    ],
  });
  return null;
}

/**
 * Moves a `requested` payable object to the provider's final state, once: a payable object already
 * validated or in review is left as it is (an event for it again changes nothing). A `canceled` one
 * (replaced by a newer one), or a `refused` one the payer paid after all (Stripe lets a payer try
 * another card after a failed one), is applied when validated: the money was collected, and what its
 * targets no longer take goes to the available amount. The caller holds the payable object's row lock.
 */
export async function applyPaymentOutcome(tx: Transaction, tenant: TenantRef, po: PayableObject, state: ProviderPaymentState): Promise<boolean> {
  if (state === 'requested' || state === 'canceled') return false;
  if (po.state !== 'requested' && !((po.state === 'canceled' || po.state === 'refused') && state === 'validated')) return false;
  let note: string | null = null;
  if (state === 'validated') {
    if (po.kind === 'web_wallet') note = await creditWallet(tx, po);
    else note = await allocateToTargets(tx, po, po.kind === 'sales' ? saleTargetPayer(tenant) : incidentTargetPayer);
  }
  await tx.update(payableObjects).set({ state, completedAt: now(), outcomeNote: note })
    .where(and(eq(payableObjects.tenantId, po.tenantId), eq(payableObjects.id, po.id)));
  return true;
}

// A validated payable object's dealings with the contact's available amount (CONTRACT §9.6): what it
// may still spend of it, and where the card money its targets could not take goes.
import type { Transaction } from '../../db/client';
import type { PayableObject } from '../../db/schema';
import { lockedAvailableAmount } from '../ledger/balances';
import { postTransaction } from '../ledger/post-transaction';

/** Money the targets did not take: credited to the contact's available amount. */
export async function creditUnused(tx: Transaction, po: PayableObject, amount: number, ref: string): Promise<void> {
  if (amount <= 0) return;
  await postTransaction(tx, {
    tenantId: po.tenantId, kind: 'payable_unused', ref: `payable_objects/${po.id}/${ref}`,
    postings: [
      { account: 'provider_clearing', checkoutId: po.checkoutId, amount },
      { account: 'available', contactId: po.contactId, amount: -amount },
    ],
  });
}

/**
 * What the payable object may still take from the contact's available amount: what it meant to use,
 * at most what is there now. The wallet stays locked until commit (after the targets' locks, in the
 * order a desk payment takes them), so payments validated at the same moment spend each cent once;
 * what is no longer there leaves the targets partly paid by the card money alone.
 */
export async function availableStillThere(tx: Transaction, po: PayableObject): Promise<number> {
  if (po.availableUsed <= 0) return 0;
  return Math.min(po.availableUsed, Math.max(0, await lockedAvailableAmount(tx, po.tenantId, po.contactId)));
}


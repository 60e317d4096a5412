// The one way a validated payable object's money reaches what it pays (CONTRACT §9.6), for sales and
// incidents alike: target by target, first from the available amount it meant to use (at most what
// is still there), then from what the provider collected, each target in a savepoint so a target that
// refuses leaves nothing half-written. What no target took goes to the contact's available amount.
import type { Transaction } from '../../db/client';
import type { PayableObject } from '../../db/schema';
import { DomainError } from '../errors';
import { readTargets, type Target } from './payable-targets';
import { lockedAvailableAmount } from '../ledger/balances';
import { postTransaction } from '../ledger/post-transaction';

/** Money the targets did not take: credited to the contact's available amount. */
async function creditUnused(tx: Transaction, po: PayableObject, amount: number, ref: string): Promise<void> {
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
async function availableStillThere(tx: Transaction, po: PayableObject): Promise<number> {
  if (po.availableUsed <= 0) return 0;
  return Math.min(po.availableUsed, Math.max(0, await lockedAvailableAmount(tx, po.tenantId, po.contactId)));
}

export interface TargetPayer {
  kind: 'sales' | 'incidents';
  /** An incident is settled whole or not at all; a sale keeps whatever part it is given. */
  wholeOnly: boolean;
  /** Pays one target its parts, inside the savepoint; a DomainError skips the target. */
  pay(sp: Transaction, po: PayableObject, target: Target, parts: { fromAvailable: number; fromProvider: number }): Promise<void>;
  /** The payable object's note when some targets took nothing. */
  skippedNote(ids: number[], unused: number): string;
}

export async function allocateToTargets(tx: Transaction, po: PayableObject, payer: TargetPayer): Promise<string | null> {
  const targets = await readTargets(tx, {
    tenantId: po.tenantId, contactId: po.contactId, clubId: po.clubId, kind: payer.kind, ids: po.targetIds, lock: true, strict: false,
  });
  let money = po.amount;
  let availableLeft = await availableStillThere(tx, po);
  const skipped: number[] = [];
  for (const target of targets) {
    const fromAvailable = Math.min(target.due, availableLeft);
    const rest = target.due - fromAvailable;
    const fromProvider = payer.wholeOnly ? rest : Math.min(rest, money);
    if (!target.payable || fromProvider > money) {
      skipped.push(target.id);
      continue;
    }
    try {
      await tx.transaction((sp) => payer.pay(sp, po, target, { fromAvailable, fromProvider }));
      availableLeft -= fromAvailable;
      money -= fromProvider;
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      skipped.push(target.id);
    }
  }
  await creditUnused(tx, po, money, 'unused');
  return skipped.length > 0 ? payer.skippedNote(skipped, money) : null;
}

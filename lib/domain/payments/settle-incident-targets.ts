// A validated payment for incidents (CONTRACT §9.6): each incident still open is settled through
// finance's settleIncident (a payment on its invoice, the accounting tag following), in a savepoint of
// the event's transaction. An incident settled meanwhile (another payable object, staff) takes
// nothing: its share goes to the contact's available amount, never a second settlement.
import type { Transaction } from '../../db/client';
import type { PayableObject } from '../../db/schema';
import { settleIncident } from '../finance/settle-incident';
import { DomainError } from '../errors';
import { postTransaction } from '../ledger/post-transaction';
import { providerNamed } from '../../payments/sandbox-provider';
import { readTargets } from './payable-targets';
import { availableStillThere, creditUnused } from './payable-wallet';


/**
 * settleIncident records the incident's whole amount as taken by the web checkout; the part the
 * contact's available amount paid is moved from the wallet to that checkout's clearing account.
 */
async function fromWallet(tx: Transaction, po: PayableObject, incidentId: number, amount: number): Promise<void> {
  await postTransaction(tx, {
    tenantId: po.tenantId, kind: 'available_use', ref: `payable_objects/${po.id}/incidents/${incidentId}`,
    postings: [
      { account: 'available', contactId: po.contactId, amount },
      { account: 'provider_clearing', checkoutId: po.checkoutId, amount: -amount },
    ],
  });
}

export async function settleIncidentTargets(tx: Transaction, po: PayableObject): Promise<string | null> {
  const mean = providerNamed(po.provider)!.mean;
  const targets = await readTargets(tx, { tenantId: po.tenantId, contactId: po.contactId, clubId: po.clubId, kind: 'incidents', ids: po.targetIds, lock: true, strict: false });
  let money = po.amount;
  let availableLeft = await availableStillThere(tx, po);
  const skipped: number[] = [];
  for (const target of targets) {
    const fromAvailable = Math.min(target.due, availableLeft);
    const fromProvider = target.due - fromAvailable;
    if (!target.payable || fromProvider > money) { skipped.push(target.id); continue; }
    try {
      await tx.transaction(async (sp) => {
        await settleIncident(sp, { tenantId: po.tenantId, incidentId: target.id, mean, paymentRef: `payable_objects/${po.id}`, checkoutId: po.checkoutId });
        if (fromAvailable > 0) await fromWallet(sp, po, target.id, fromAvailable);
      });
      money -= fromProvider;
      availableLeft -= fromAvailable;
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      skipped.push(target.id);
    }
  }
  await creditUnused(tx, po, money, 'unused');
  return skipped.length > 0 ? `Incidents ${skipped.join(', ')} were no longer open: ${money} cents went to the available amount.` : null;
}

// A validated payment for incidents (CONTRACT §9.6): each incident still open is settled whole through
// finance's settleIncident (a payment on its invoice, the accounting tag following). An incident
// settled meanwhile, or one the money left cannot settle whole, takes nothing: its share waits in the
// contact's available amount, never a second or a partial settlement.
import type { Transaction } from '../../db/client';
import type { PayableObject } from '../../db/schema';
import { settleIncident } from '../finance/settle-incident';
import { postTransaction } from '../ledger/post-transaction';
import { providerNamed } from '../../payments/providers';
import type { TargetPayer } from './allocate-to-targets';

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

export const incidentTargetPayer: TargetPayer = {
  kind: 'incidents',
  wholeOnly: true,
  async pay(sp, po, target, { fromAvailable }) {
    await settleIncident(sp, {
      tenantId: po.tenantId, incidentId: target.id, mean: providerNamed(po.provider)!.mean, paymentRef: `payable_objects/${po.id}`, checkoutId: po.checkoutId,
    });
    if (fromAvailable > 0) await fromWallet(sp, po, target.id, fromAvailable);
  },
  skippedNote: (ids, unused) => `Incidents ${ids.join(', ')} were no longer open: ${unused} cents went to the available amount.`,
};

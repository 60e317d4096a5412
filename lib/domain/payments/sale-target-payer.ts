// A validated payment for sales (CONTRACT §9.6): each sale takes what it still lacks, first from the
// available amount, then as a payment with the provider's mean (which validates it once paid whole).
// A sale cancelled meanwhile, or whose invoice went into incident, takes nothing.
import type { Transaction } from '../../db/client';
import type { PayableObject } from '../../db/schema';
import { postTransaction } from '../ledger/post-transaction';
import { recordSalePayment } from '../sales/pay-sale';
import { providerNamed } from '../../payments/providers';
import type { TenantRef } from '../context';
import type { TargetPayer } from './allocate-to-targets';

/** Part of the contact's available amount spent on a sale. */
async function useAvailable(tx: Transaction, po: PayableObject, saleId: number, amount: number): Promise<void> {
  await postTransaction(tx, {
    tenantId: po.tenantId, kind: 'available_use', ref: `payable_objects/${po.id}/sales/${saleId}`,
    postings: [
      { account: 'available', contactId: po.contactId, amount },
      { account: 'receivable', contactId: po.contactId, saleId, amount: -amount },
    ],
  });
}

export function saleTargetPayer(tenant: TenantRef): TargetPayer {
  return {
    kind: 'sales',
    wholeOnly: false,
    async pay(sp, po, target, { fromAvailable, fromProvider }) {
      if (fromAvailable > 0) await useAvailable(sp, po, target.id, fromAvailable);
      if (fromProvider > 0) {
        await recordSalePayment(sp, {
          tenant, actor: { kind: 'system' }, saleId: target.id, amount: fromProvider, mean: providerNamed(po.provider)!.mean, checkoutId: po.checkoutId,
          reference: `payable_objects/${po.id}`,
        });
      }
    },
    skippedNote: (ids, unused) => `Sales ${ids.join(', ')} could not take the payment: ${unused} cents went to the available amount.`,
  };
}

// What a provider's outcome does to a payable object (CONTRACT §9.6), inside the transaction that
// records the event: `refused` changes nothing else; `validated` pays what it was for. The money the
// provider collected is never lost: what its targets can no longer take (a sale cancelled, an
// incident settled meanwhile) goes to the contact's available amount, and the note says why.
import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { payableObjects, type PayableObject } from '../../db/schema';
import { now } from '../../time/clock';
import type { OperationContext, TenantRef } from '../context';
import { DomainError } from '../errors';
import { postTransaction } from '../ledger/post-transaction';
import { providerNamed } from '../../payments/sandbox-provider';
import type { ProviderPaymentState } from '../../payments/provider';
import { recordSalePayment } from '../sales/pay-sale';
import { readTargets } from './payable-targets';
import { availableStillThere, creditUnused } from './payable-wallet';
import { settleIncidentTargets } from './settle-incident-targets';

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

async function paySales(tx: Transaction, ctx: OperationContext, po: PayableObject): Promise<string | null> {
  const mean = providerNamed(po.provider)!.mean;
  const targets = await readTargets(tx, { tenantId: po.tenantId, contactId: po.contactId, clubId: po.clubId, kind: 'sales', ids: po.targetIds, lock: true, strict: false });
  let money = po.amount;
  let availableLeft = await availableStillThere(tx, po);
  const skipped: number[] = [];
  for (const target of targets) {
    if (!target.payable) { skipped.push(target.id); continue; }
    const fromAvailable = Math.min(target.due, availableLeft);
    const fromProvider = Math.min(target.due - fromAvailable, money);
    try {
      // A savepoint: a sale that refuses the payment (in incident) leaves nothing half-written.
      await tx.transaction(async (sp) => {
        if (fromAvailable > 0) await useAvailable(sp, po, target.id, fromAvailable);
        if (fromProvider > 0) {
          await recordSalePayment(sp, { ...ctx, saleId: target.id, amount: fromProvider, mean, checkoutId: po.checkoutId });
        }
      });
      availableLeft -= fromAvailable;
      money -= fromProvider;
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      skipped.push(target.id);
    }
  }
  await creditUnused(tx, po, money, 'unused');
  return skipped.length > 0 ? `Sales ${skipped.join(', ')} could not take the payment: ${money} cents went to the available amount.` : null;
}

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
 * validated, refused or in review is left as it is (an event for it again changes nothing). A
 * `canceled` one (replaced by a newer one) that the payer paid all the same is applied: the money was
 * collected, and what its targets no longer take goes to the available amount. The caller holds the
 * payable object's row lock.
 */
export async function applyPaymentOutcome(tx: Transaction, tenant: TenantRef, po: PayableObject, state: ProviderPaymentState): Promise<boolean> {
  if (state === 'requested' || state === 'canceled') return false;
  if (po.state !== 'requested' && !(po.state === 'canceled' && state === 'validated')) return false;
  let note: string | null = null;
  if (state === 'validated') {
    const ctx: OperationContext = { tenant, actor: { kind: 'system' } };
    if (po.kind === 'web_wallet') note = await creditWallet(tx, po);
    else if (po.kind === 'sales') note = await paySales(tx, ctx, po);
    else note = await settleIncidentTargets(tx, po);
  }
  await tx.update(payableObjects).set({ state, completedAt: now(), outcomeNote: note })
    .where(and(eq(payableObjects.tenantId, po.tenantId), eq(payableObjects.id, po.id)));
  return true;
}

import type { Executor } from '../../db/client';
import type { Invoice } from '../../db/schema';
import { postTransaction } from '../ledger/post-transaction';
import { insertNumberedInvoice } from './invoice-number';

export interface ChargeInvoiceInput {
  tenantId: number;
  contactId: number;
  clubId: number;
  subscriptionId?: number | null;
  date: string;
  amount: number;
  /** Past it, what is unpaid is debt (contact-debt.ts); null: only an incident makes it debt. */
  lateDueDate: string | null;
  /** The ledger transaction's kind: `fee_invoice` (a closure's fee), `installment_invoice`. */
  kind: `${string}_invoice`;
}

/**
 * An invoice that is not a sale's (CONTRACT §9.4: a closure's fee, an installment): its ledger
 * transaction debits the contact's receivable naming the invoice, which is how what was paid towards it
 * is read (invoice-money.ts). Takes the tenant's invoice counter, so it comes last in its transaction.
 */
export async function issueChargeInvoice(tx: Executor, input: ChargeInvoiceInput): Promise<Invoice> {
  const invoice = await insertNumberedInvoice(tx, {
    tenantId: input.tenantId, contactId: input.contactId, clubId: input.clubId, saleId: null, subscriptionId: input.subscriptionId ?? null,
    date: input.date, totalTI: input.amount, lateDueDate: input.lateDueDate,
  });
  await postTransaction(tx, {
    tenantId: input.tenantId, kind: input.kind, ref: `invoices/${invoice.id}`,
    postings: [
      { account: 'receivable', contactId: input.contactId, invoiceId: invoice.id, amount: input.amount },
      { account: 'revenue', amount: -input.amount },
    ],
  });
  return invoice;
}

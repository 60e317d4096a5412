import type { Executor } from '../../db/client';
import type { Invoice } from '../../db/schema';
import { postTransaction } from '../ledger/post-transaction';
import { insertNumberedInvoice } from './invoice-number';

export interface SaleInvoiceInput {
  tenantId: number;
  contactId: number;
  clubId: number;
  saleId: number;
  subscriptionId: number | null;
  /** The club's day of issue. */
  date: string;
  totalTI: number;
  lateDueDate: string | null;
}

/**
 * The invoice of a validated sale (CONTRACT §9.4), in the validating transaction: a number, the row,
 * and its ledger transaction (the contact's receivable debited by totalTI against revenue; none for a
 * zero total). What was paid towards it is what the sale's receivable postings say.
 */
export async function issueSaleInvoice(tx: Executor, input: SaleInvoiceInput): Promise<Invoice> {
  const invoice = await insertNumberedInvoice(tx, input);
  if (input.totalTI > 0) {
    await postTransaction(tx, {
      tenantId: input.tenantId, kind: 'sale_invoice', ref: `invoices/${invoice.id}`,
      postings: [
        { account: 'receivable', contactId: input.contactId, saleId: input.saleId, invoiceId: invoice.id, amount: input.totalTI },
        { account: 'revenue', amount: -input.totalTI },
      ],
    });
  }
  return invoice;
}

import type { Executor } from '../../db/client';
import { invoices, type Invoice } from '../../db/schema';
import { nextInvoiceNumber } from '../finance/invoice-number';
import { postTransaction } from '../ledger/post-transaction';

/**
 * The invoice of a closure's fee (CONTRACT §9.4): due at once (lateDueDate = its date), its ledger
 * transaction `fee_invoice` debits the contact's receivable naming the invoice. Takes the tenant's
 * invoice counter, so it comes last in its transaction (invoice-number.ts).
 */
export async function issueFeeInvoice(tx: Executor, input: { tenantId: number; contactId: number; clubId: number; date: string; amount: number }): Promise<Invoice> {
  const number = await nextInvoiceNumber(tx, input.tenantId, input.date);
  const [invoice] = await tx.insert(invoices).values({
    tenantId: input.tenantId, contactId: input.contactId, clubId: input.clubId, saleId: null, subscriptionId: null,
    number, date: input.date, totalTI: input.amount, lateDueDate: input.date,
  }).returning();
  await postTransaction(tx, {
    tenantId: input.tenantId, kind: 'fee_invoice', ref: `invoices/${invoice!.id}`,
    postings: [
      { account: 'receivable', contactId: input.contactId, invoiceId: invoice!.id, amount: input.amount },
      { account: 'revenue', amount: -input.amount },
    ],
  });
  return invoice!;
}

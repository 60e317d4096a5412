import type { Executor } from '../../db/client';
import type { Invoice } from '../../db/schema';
import { invoiceRemaining } from '../ledger/balances';

export interface InvoiceMoney {
  /** What was paid towards it, at most its total. */
  paid: number;
  /** What it still lacks (0 once paid). */
  remaining: number;
}

/**
 * From the ledger, never kept on the invoice: a sale's invoice is paid by the receivable postings that
 * name its sale (payments may come before the invoice exists); any other invoice (installments,
 * closure fees) by those that name the invoice.
 */
export async function invoiceMoney(db: Executor, invoice: Pick<Invoice, 'tenantId' | 'id' | 'saleId' | 'totalTI'>): Promise<InvoiceMoney> {
  const remaining = await invoiceRemaining(db, invoice);
  return { paid: invoice.totalTI - remaining, remaining };
}

import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/raw';
import type { Invoice } from '../../db/schema';

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
  const owner = invoice.saleId === null ? sql`p.invoice_id = ${invoice.id}` : sql`p.sale_id = ${invoice.saleId}`;
  const [row] = await queryRows<{ balance: string | number }>(db, sql`
    SELECT coalesce(sum(p.amount), 0) AS balance FROM ledger_postings p
    WHERE p.tenant_id = ${invoice.tenantId} AND p.account = 'receivable' AND ${owner}`);
  const remaining = Math.min(invoice.totalTI, Math.max(0, Number(row?.balance ?? 0)));
  return { paid: invoice.totalTI - remaining, remaining };
}

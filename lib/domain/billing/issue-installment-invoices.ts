// The invoices of a batch of installments (CONTRACT §9.4: one per installment of the billing run),
// written set-based: the tenant's invoice counter moved on once for the batch (locked to commit,
// so numbers follow commit order without gaps, as insertNumberedInvoice does for one), one INSERT of
// the invoices, then their ledger entries through the ledger's one writer, in one statement. The ledger entry is the
// one a sale's invoice gets (issue-invoice.ts): the contact's receivable debited against revenue.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/raw';
import { invoiceNumberSql } from '../finance/invoice-number';
import { postTransactions } from '../ledger/post-transaction';

export interface InstallmentToInvoice {
  installmentId: number;
  subscriptionId: number;
  contactId: number;
  amountTI: number;
}

/** Issues the invoices dated `date`; returns each installment's invoice id. */
export async function issueInstallmentInvoices(
  tx: Executor, tenantId: number, clubId: number, date: string, items: InstallmentToInvoice[],
): Promise<Map<number, number>> {
  if (items.length === 0) return new Map();
  const year = Number(date.slice(0, 4));
  const [counter] = await queryRows<{ last_number: number }>(tx, sql`
    INSERT INTO invoice_counters (tenant_id, year, last_number) VALUES (${tenantId}, ${year}, ${items.length})
    ON CONFLICT (tenant_id, year) DO UPDATE SET last_number = invoice_counters.last_number + ${items.length}
    RETURNING last_number`);
  const first = Number(counter!.last_number) - items.length + 1;
  const rows = items.map((item, i) => ({
    installment_id: item.installmentId, subscription_id: item.subscriptionId, contact_id: item.contactId, total_ti: item.amountTI,
    rank: first + i,
  }));
  const created = await queryRows<{ id: number; installment_id: number; contact_id: number; total_ti: number }>(tx, sql`
    WITH input AS (
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        AS d(installment_id int, subscription_id int, contact_id int, total_ti int, rank int)
    ), inserted AS (
      INSERT INTO invoices (tenant_id, contact_id, club_id, subscription_id, number, date, total_ti)
      SELECT ${tenantId}, contact_id, ${clubId}, subscription_id, ${invoiceNumberSql(year, sql`rank`)}, ${date}::date, total_ti FROM input
      RETURNING id, number
    )
    SELECT inserted.id, input.installment_id, input.contact_id, input.total_ti FROM inserted JOIN input ON ${invoiceNumberSql(year, sql`input.rank`)} = inserted.number`);
  await postTransactions(tx, created.map((row) => ({
    tenantId, kind: 'sale_invoice', ref: `invoices/${row.id}`,
    postings: [
      { account: 'receivable', contactId: Number(row.contact_id), invoiceId: Number(row.id), amount: Number(row.total_ti) },
      { account: 'revenue', invoiceId: Number(row.id), amount: -Number(row.total_ti) },
    ],
  })));
  return new Map(created.map((row) => [Number(row.installment_id), Number(row.id)]));
}

/** The collected debits' ledger entries: the club's bank debited, the contact's receivable credited, per invoice. */
export async function postCollectedDebits(tx: Executor, tenantId: number, collected: { invoiceId: number; contactId: number; amountTI: number }[]): Promise<void> {
  await postTransactions(tx, collected.map((c) => ({
    tenantId, kind: 'direct_debit', ref: `invoices/${c.invoiceId}`,
    postings: [
      { account: 'bank', invoiceId: c.invoiceId, amount: c.amountTI },
      { account: 'receivable', contactId: c.contactId, invoiceId: c.invoiceId, amount: -c.amountTI },
    ],
  })));
}

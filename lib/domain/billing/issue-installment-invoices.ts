// The invoices of a batch of installments (CONTRACT §9.4: one per installment of the billing run),
// written set-based: the tenant's invoice counter moved on once for the batch (locked to commit,
// so numbers follow commit order without gaps, as insertNumberedInvoice does for one), one INSERT of
// the invoices, one of their ledger transactions and one of their postings. The ledger entry is the
// one a sale's invoice gets (issue-invoice.ts): the contact's receivable debited against revenue.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/raw';
import { formatInvoiceNumber } from '../finance/invoice-number';

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
    number: formatInvoiceNumber(year, first + i),
  }));
  const created = await queryRows<{ id: number; installment_id: number }>(tx, sql`
    WITH input AS (
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        AS d(installment_id int, subscription_id int, contact_id int, total_ti int, number text)
    ), inserted AS (
      INSERT INTO invoices (tenant_id, contact_id, club_id, subscription_id, number, date, total_ti)
      SELECT ${tenantId}, contact_id, ${clubId}, subscription_id, number, ${date}::date, total_ti FROM input
      RETURNING id, number, contact_id, total_ti
    ), txs AS (
      INSERT INTO ledger_transactions (tenant_id, kind, ref)
      SELECT ${tenantId}, 'sale_invoice', 'invoices/' || id FROM inserted
      RETURNING id, ref
    ), postings AS (
      INSERT INTO ledger_postings (tenant_id, transaction_id, account, contact_id, invoice_id, amount)
      SELECT ${tenantId}, t.id, p.account, p.contact_id, i.id, p.amount
      FROM inserted i JOIN txs t ON t.ref = 'invoices/' || i.id
      CROSS JOIN LATERAL (VALUES ('receivable', i.contact_id, i.total_ti), ('revenue', NULL::int, -i.total_ti)) AS p(account, contact_id, amount)
    )
    SELECT inserted.id, input.installment_id FROM inserted JOIN input ON input.number = inserted.number`);
  return new Map(created.map((row) => [row.installment_id, row.id]));
}

/** The collected debits' ledger entries: the club's bank debited, the contact's receivable credited, per invoice. */
export async function postCollectedDebits(tx: Executor, tenantId: number, collected: { invoiceId: number; contactId: number; amountTI: number }[]): Promise<void> {
  if (collected.length === 0) return;
  const rows = collected.map((c) => ({ invoice_id: c.invoiceId, contact_id: c.contactId, amount: c.amountTI }));
  await tx.execute(sql`
    WITH input AS (
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS d(invoice_id int, contact_id int, amount int)
    ), txs AS (
      INSERT INTO ledger_transactions (tenant_id, kind, ref)
      SELECT ${tenantId}, 'direct_debit', 'invoices/' || invoice_id FROM input
      RETURNING id, ref
    )
    INSERT INTO ledger_postings (tenant_id, transaction_id, account, contact_id, invoice_id, amount)
    SELECT ${tenantId}, t.id, p.account, p.contact_id, i.invoice_id, p.amount
    FROM input i JOIN txs t ON t.ref = 'invoices/' || i.invoice_id
    CROSS JOIN LATERAL (VALUES ('bank', NULL::int, i.amount), ('receivable', i.contact_id, -i.amount)) AS p(account, contact_id, amount)`);
}

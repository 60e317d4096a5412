import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/raw';
import type { Invoice } from '../../db/schema';

/**
 * `F2026-000042`: the year of the invoice's date, then its rank in that year, six digits at least.
 * Written once, in SQL: the rank comes from the counter row in the same statement.
 */
export function invoiceNumberSql(year: number, rank: SQL): SQL {
  return sql`'F' || ${String(year)} || '-' || lpad((${rank})::text, greatest(6, length((${rank})::text)), '0')`;
}

export type InvoiceValues = Pick<Invoice, 'tenantId' | 'contactId' | 'clubId' | 'saleId' | 'subscriptionId' | 'date' | 'totalTI' | 'lateDueDate'>;

/**
 * Inserts an invoice with the next number of the tenant's year, in one statement. The counter row
 * stays locked until the issuing transaction ends, so numbers follow commit order and a rolled-back
 * issue gives its number back: no gaps. Every validation of the tenant waits on that row, so it is
 * taken last: only what depends on the invoice's id may follow it before the commit.
 */
export async function insertNumberedInvoice(tx: Executor, values: InvoiceValues): Promise<Invoice> {
  const year = Number(values.date.slice(0, 4));
  const [row] = await queryRows<{ id: number; number: string; created_at: Date | string }>(tx, sql`
    WITH counter AS (
      INSERT INTO invoice_counters (tenant_id, year, last_number) VALUES (${values.tenantId}, ${year}, 1)
      ON CONFLICT (tenant_id, year) DO UPDATE SET last_number = invoice_counters.last_number + 1
      RETURNING last_number AS rank)
    INSERT INTO invoices (tenant_id, contact_id, club_id, sale_id, subscription_id, number, date, total_ti, late_due_date)
    SELECT ${values.tenantId}, ${values.contactId}, ${values.clubId}, ${values.saleId}::integer, ${values.subscriptionId}::integer,
      ${invoiceNumberSql(year, sql`rank`)}, ${values.date}::date, ${values.totalTI}, ${values.lateDueDate}::date
    FROM counter
    RETURNING id, number, created_at`);
  return { ...values, id: Number(row!.id), number: row!.number, createdAt: new Date(row!.created_at) };
}

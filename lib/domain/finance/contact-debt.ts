import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/raw';
import { now } from '../../time/clock';
import { invoiceRemainingSql } from '../ledger/balances';

export interface ContactDebt {
  /** Open incidents: their number and amount. */
  numberOfIncidents: number;
  incidents: number;
  /** The unpaid remainder of `in_progress` invoices whose lateDueDate has passed (in the invoice's club's calendar). */
  overdue: number;
  /** incidents + overdue: what the contact owes now (CONTRACT §9.4). */
  total: number;
}

/**
 * The one place a contact's debt is computed (CONTRACT §9.4): the API (financial_summary, stats,
 * closures), the pages, online cancellation's debt limit and the closure's reopening all read it. An
 * invoice in incident counts through its incident only, not twice. A sale's invoice is paid by the
 * receivable postings naming its sale, any other by those naming the invoice (invoice-money.ts).
 */
export async function contactDebtDetail(db: Executor, tenantId: number, contactId: number): Promise<ContactDebt> {
  const at = now().toISOString();
  const [row] = await queryRows<{ n: number; incidents: string | number; overdue: string | number }>(db, sql`
    SELECT
      (SELECT count(*) FROM incidents WHERE tenant_id = ${tenantId} AND contact_id = ${contactId} AND state = 'open')::int AS n,
      (SELECT coalesce(sum(amount), 0) FROM incidents WHERE tenant_id = ${tenantId} AND contact_id = ${contactId} AND state = 'open') AS incidents,
      (SELECT coalesce(sum(${invoiceRemainingSql}), 0)
        FROM invoices i JOIN clubs c ON c.tenant_id = i.tenant_id AND c.id = i.club_id
        WHERE i.tenant_id = ${tenantId} AND i.contact_id = ${contactId} AND i.late_due_date IS NOT NULL
          AND i.late_due_date < (${at}::timestamptz AT TIME ZONE c.time_zone)::date
          AND NOT EXISTS (SELECT 1 FROM incidents n WHERE n.tenant_id = i.tenant_id AND n.invoice_id = i.id AND n.state = 'open')
      ) AS overdue`);
  const incidents = Number(row?.incidents ?? 0);
  const overdue = Number(row?.overdue ?? 0);
  return { numberOfIncidents: Number(row?.n ?? 0), incidents, overdue, total: incidents + overdue };
}

/** A contact's debt in cents (contactDebtDetail's total). */
export async function contactDebt(db: Executor, tenantId: number, contactId: number): Promise<number> {
  return (await contactDebtDetail(db, tenantId, contactId)).total;
}

// Revenue month by month, for the staff dashboard, read from the ledger: what transactions credited
// to the `revenue` account, by kind:
// - subscriptions: billing's invoices (installments: no sale) and the invoices of sales that created
//   or renewed a subscription (the whole invoice, options and fees of that sale included);
// - shop: the invoices of other sales (sessions, badges, products);
// - fees: closure fees (`fee_invoice`) and what settling an incident took beyond its invoice
//   (`incident_payment`: rejection fees).
// An invoice's transaction (ref `invoices/<id>`) counts in its invoice's club and month (the invoice
// is dated the club's day it is written: the FEC's date for it); an incident payment's (ref
// `payments/<id>`) in its checkout's club, on the day it was written on that club's clock. Reading
// from the invoices lets one club's year come from its own invoices (invoices_club_date_idx), not
// from the whole network's ledger. A new kind of transaction crediting revenue is added here.
import { sql } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { queryRows } from '../../db/raw';
import { addDays, addMonths } from '../../time/calendar';
import { clubFilter, insightClubOrThrow, type InsightContext } from './insight-scope';

export const revenueKinds = ['subscriptions', 'shop', 'fees'] as const;
export type RevenueKind = (typeof revenueKinds)[number];

export interface RevenueMonth {
  /** `2026-03`. */
  month: string;
  /** Cents by kind. */
  subscriptions: number;
  shop: number;
  fees: number;
}

const INVOICE_KINDS = sql`ARRAY['sale_invoice', 'installment_invoice', 'fee_invoice']`;

/** The months from `fromMonth` to `toMonth` (`YYYY-MM-01` dates), oldest first, every month present. */
export async function readRevenueByMonth(ctx: InsightContext & { fromMonth: string; toMonth: string }): Promise<RevenueMonth[]> {
  const clubId = await insightClubOrThrow(ctx);
  const end = addMonths(ctx.toMonth, 1);
  const tenantId = ctx.tenant.id;
  const db = await getDb();
  const rows = await queryRows<{ month: string; kind: RevenueKind; amount: string }>(db, sql`
    WITH credited AS (
      SELECT i.date AS day, -p.amount AS amount,
        CASE WHEN t.kind = 'fee_invoice' THEN 'fees' WHEN i.sale_id IS NOT NULL AND i.subscription_id IS NULL THEN 'shop' ELSE 'subscriptions' END AS kind
      FROM invoices i
      JOIN ledger_transactions t ON t.tenant_id = i.tenant_id AND t.kind = ANY(${INVOICE_KINDS}) AND t.ref = 'invoices/' || i.id
      JOIN ledger_postings p ON p.tenant_id = t.tenant_id AND p.transaction_id = t.id AND p.account = 'revenue'
      WHERE i.tenant_id = ${tenantId} AND ${clubFilter(sql`i.club_id`, clubId)} AND i.date >= ${ctx.fromMonth}::date AND i.date < ${end}::date
      UNION ALL
      SELECT (t.created_at AT TIME ZONE c.time_zone)::date, -p.amount, 'fees'
      FROM ledger_transactions t
      JOIN payments y ON y.tenant_id = t.tenant_id AND y.id = substring(t.ref FROM '^payments/([0-9]+)$')::int
      JOIN checkouts k ON k.tenant_id = y.tenant_id AND k.id = y.checkout_id
      JOIN clubs c ON c.tenant_id = k.tenant_id AND c.id = k.club_id
      JOIN ledger_postings p ON p.tenant_id = t.tenant_id AND p.transaction_id = t.id AND p.account = 'revenue'
      WHERE t.tenant_id = ${tenantId} AND t.kind = 'incident_payment' AND ${clubFilter(sql`k.club_id`, clubId)}
        -- a day of margin each side in UTC: the exact bounds are the club's dates
        AND t.created_at >= ${addDays(ctx.fromMonth, -1)}::date AND t.created_at < ${addDays(end, 1)}::date
        AND (t.created_at AT TIME ZONE c.time_zone)::date >= ${ctx.fromMonth}::date AND (t.created_at AT TIME ZONE c.time_zone)::date < ${end}::date)
    SELECT to_char(day, 'YYYY-MM') AS month, kind, sum(amount) AS amount FROM credited GROUP BY 1, 2`);
  const months: RevenueMonth[] = [];
  for (let month = ctx.fromMonth; month <= ctx.toMonth; month = addMonths(month, 1)) {
    const of = (kind: RevenueKind) => Number(rows.find((r) => r.month === month.slice(0, 7) && r.kind === kind)?.amount ?? 0);
    months.push({ month: month.slice(0, 7), subscriptions: of('subscriptions'), shop: of('shop'), fees: of('fees') });
  }
  return months;
}

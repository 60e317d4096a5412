// Revenue month by month, for the staff dashboard, read from the ledger: what each transaction
// credited to the `revenue` account, on the day it was written in its club's time zone (the FEC's
// EcritureDate, so a month here is the revenue account's credits in that month's FEC), by kind:
// - subscriptions: billing's invoices (installments: no sale) and the invoices of sales that created
//   or renewed a subscription (the whole invoice, options and fees of that sale included);
// - shop: the invoices of other sales (sessions, badges, products);
// - fees: closure fees (`fee_invoice`) and what settling an incident took beyond its invoice
//   (rejection fees), and whatever else credits revenue.
// A transaction's club is its invoice's (ref `invoices/<id>`), else its payment's checkout's (ref
// `payments/<id>`), else the FEC's rule (the first posting naming a checkout, invoice, sale, contact).
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

/** The months from `fromMonth` to `toMonth` (`YYYY-MM-01` dates), oldest first, every month present. */
export async function readRevenueByMonth(ctx: InsightContext & { fromMonth: string; toMonth: string }): Promise<RevenueMonth[]> {
  const club = clubFilter(sql`placed.club_id`, await insightClubOrThrow(ctx));
  const end = addMonths(ctx.toMonth, 1);
  const db = await getDb();
  // A day of margin each side of the period in UTC: the exact bounds are each club's local dates.
  const rows = await queryRows<{ month: string; kind: RevenueKind; amount: string }>(db, sql`
    WITH revenue AS (
      SELECT t.tenant_id, t.id, t.kind, t.created_at, -p.amount AS amount,
        CASE WHEN t.kind LIKE '%\_invoice' THEN substring(t.ref FROM '^invoices/([0-9]+)$')::int END AS invoice_id,
        substring(t.ref FROM '^payments/([0-9]+)$')::int AS payment_id
      FROM ledger_postings p JOIN ledger_transactions t ON t.tenant_id = p.tenant_id AND t.id = p.transaction_id
      WHERE p.tenant_id = ${ctx.tenant.id} AND p.account = 'revenue'
        AND t.created_at >= ${addDays(ctx.fromMonth, -1)}::date AND t.created_at < ${addDays(end, 1)}::date),
    placed AS (
      SELECT r.created_at, r.amount,
        CASE WHEN r.kind = 'installment_invoice' OR (r.kind = 'sale_invoice' AND (i.sale_id IS NULL OR i.subscription_id IS NOT NULL)) THEN 'subscriptions'
          WHEN r.kind = 'sale_invoice' THEN 'shop' ELSE 'fees' END AS kind,
        coalesce(i.club_id, k.club_id,
          (SELECT coalesce(pk.club_id, pi.club_id, ps.club_id, pc.club_id) FROM ledger_postings q
            LEFT JOIN checkouts pk ON pk.tenant_id = q.tenant_id AND pk.id = q.checkout_id
            LEFT JOIN invoices pi ON pi.tenant_id = q.tenant_id AND pi.id = q.invoice_id
            LEFT JOIN sales ps ON ps.tenant_id = q.tenant_id AND ps.id = q.sale_id
            LEFT JOIN contacts pc ON pc.tenant_id = q.tenant_id AND pc.id = q.contact_id
            WHERE q.tenant_id = r.tenant_id AND q.transaction_id = r.id
            ORDER BY (pk.club_id IS NULL), (pi.club_id IS NULL), (ps.club_id IS NULL), q.id LIMIT 1)) AS club_id
      FROM revenue r
      LEFT JOIN invoices i ON i.tenant_id = r.tenant_id AND i.id = r.invoice_id
      LEFT JOIN payments y ON y.tenant_id = r.tenant_id AND y.id = r.payment_id
      LEFT JOIN checkouts k ON k.tenant_id = y.tenant_id AND k.id = y.checkout_id)
    SELECT to_char(placed.created_at AT TIME ZONE c.time_zone, 'YYYY-MM') AS month, placed.kind, sum(placed.amount) AS amount
    FROM placed JOIN clubs c ON c.tenant_id = ${ctx.tenant.id} AND c.id = placed.club_id
    WHERE ${club} AND (placed.created_at AT TIME ZONE c.time_zone)::date >= ${ctx.fromMonth}::date
      AND (placed.created_at AT TIME ZONE c.time_zone)::date < ${end}::date
    GROUP BY 1, 2`);
  const months: RevenueMonth[] = [];
  for (let month = ctx.fromMonth; month <= ctx.toMonth; month = addMonths(month, 1)) {
    const of = (kind: RevenueKind) => Number(rows.find((r) => r.month === month.slice(0, 7) && r.kind === kind)?.amount ?? 0);
    months.push({ month: month.slice(0, 7), subscriptions: of('subscriptions'), shop: of('shop'), fees: of('fees') });
  }
  return months;
}

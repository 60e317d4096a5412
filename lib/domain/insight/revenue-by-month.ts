// Revenue month by month, for the staff dashboard, read from the ledger: what transactions credited
// to the `revenue` account, by kind:
// - subscriptions: billing's invoices (installments: no sale) and the invoices of sales that created
//   or renewed a subscription (the whole invoice, options and fees of that sale included);
// - shop: the invoices of other sales (sessions, badges, products);
// - fees: closure fees (`fee_invoice`) and what settling an incident took beyond its invoice
//   (`incident_payment`: rejection fees).
// An invoice's transaction (ref `invoices/<id>`) counts in its invoice's club and month (the invoice
// is dated the club's day it is written: the FEC's date for it); an incident payment's (ref
// `payments/<id>`) in its checkout's club, on the day it was written on that club's clock.
// Read from revenue_days, which the database keeps in step with the postings (migration 0033: the
// classification above is written there, once; a new kind of transaction crediting revenue is added
// there and in the ledger's check revenue-days-match-postings): a network's year is some 100,000 rows
// of it, where joining a million invoices to their transactions took seconds.
import { sql } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { queryRows } from '../../db/raw';
import { addMonths } from '../../time/calendar';
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
  const clubId = await insightClubOrThrow(ctx);
  const end = addMonths(ctx.toMonth, 1);
  const tenantId = ctx.tenant.id;
  const db = await getDb();
  const rows = await queryRows<{ month: string; kind: RevenueKind; amount: string }>(db, sql`
    SELECT to_char(day, 'YYYY-MM') AS month, kind, sum(amount) AS amount FROM revenue_days
    WHERE tenant_id = ${tenantId} AND ${clubFilter(sql`club_id`, clubId)} AND day >= ${ctx.fromMonth}::date AND day < ${end}::date
    GROUP BY 1, 2`);
  const months: RevenueMonth[] = [];
  for (let month = ctx.fromMonth; month <= ctx.toMonth; month = addMonths(month, 1)) {
    const of = (kind: RevenueKind) => Number(rows.find((r) => r.month === month.slice(0, 7) && r.kind === kind)?.amount ?? 0);
    months.push({ month: month.slice(0, 7), subscriptions: of('subscriptions'), shop: of('shop'), fees: of('fees') });
  }
  return months;
}

// What the staff billing page shows of billing days (CONTRACT §9.8): each run (one club, one date) with
// its figures read from its installments, so the amounts are there as well as the counts, and a
// missing mandate is told apart from a debit the bank rejected. Read-only; the run itself is
// runBillingDay's.
import { sql } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { queryRows } from '../../db/raw';
import { confinedClubId, type OperationContext } from '../context';

export interface BillingFigure {
  count: number;
  /** Cents, tax included. */
  amount: number;
}

/** One member's installment in a run, and what became of it. */
export interface RunDebit {
  contactId: number;
  name: string;
  number: string;
  amount: number;
  outcome: 'rejected' | 'no_mandate' | 'collected';
}

export interface BillingRunSummary {
  id: number;
  clubId: number;
  date: string;
  updatedAt: Date;
  invoiced: BillingFigure;
  collected: BillingFigure;
  rejected: BillingFigure;
  noMandate: BillingFigure;
  /** Still planned: a run stopped before it invoiced them (the next run picks them up). */
  planned: BillingFigure;
  /** Debits handed to the bank (the run's SEPA file holds them); 0: the run has no file. */
  sepaDebits: number;
  /**
   * Who was invoiced (at most DEBITS_SHOWN): failed debits first (rejected, then no mandate), then
   * the collected ones, so staff see at once whom to call.
   */
  debits: RunDebit[];
}

export const DEBITS_SHOWN = 200;

interface Row {
  id: number; club_id: number; date: string; updated_at: Date | string;
  invoiced: number; invoiced_amount: number; collected: number; collected_amount: number;
  rejected: number; rejected_amount: number; no_mandate: number; no_mandate_amount: number;
  planned: number; planned_amount: number; sepa_debits: number; debits: RunDebit[] | string | null;
}

/**
 * The latest runs, newest date first (per club when `clubId` is given, one date when `date` is
 * too). One statement: the figures are sums over the runs' installments, grouped in SQL.
 */
export async function listBillingRuns(ctx: OperationContext & { clubId?: number; date?: string; limit?: number }): Promise<BillingRunSummary[]> {
  const confined = confinedClubId(ctx.actor);
  if (confined !== undefined && ctx.clubId !== undefined && ctx.clubId !== confined) return [];
  const club = ctx.clubId ?? confined;
  const limit = Math.max(1, Math.min(ctx.limit ?? 20, 100));
  const rows = await queryRows<Row>(await getDb(), sql`
    SELECT r.id, r.club_id, r.date::text AS date, r.updated_at,
      coalesce(f.invoiced, 0)::int AS invoiced, coalesce(f.invoiced_amount, 0)::int AS invoiced_amount,
      coalesce(f.collected, 0)::int AS collected, coalesce(f.collected_amount, 0)::int AS collected_amount,
      coalesce(f.rejected, 0)::int AS rejected, coalesce(f.rejected_amount, 0)::int AS rejected_amount,
      coalesce(f.no_mandate, 0)::int AS no_mandate, coalesce(f.no_mandate_amount, 0)::int AS no_mandate_amount,
      coalesce(f.planned, 0)::int AS planned, coalesce(f.planned_amount, 0)::int AS planned_amount,
      coalesce(f.sepa_debits, 0)::int AS sepa_debits, x.debits
    FROM billing_runs r
    LEFT JOIN LATERAL (
      SELECT count(*) FILTER (WHERE b.state <> 'planned') AS invoiced, sum(b.amount_ti) FILTER (WHERE b.state <> 'planned') AS invoiced_amount,
        count(*) FILTER (WHERE b.state = 'collected') AS collected, sum(b.amount_ti) FILTER (WHERE b.state = 'collected') AS collected_amount,
        count(*) FILTER (WHERE b.state = 'rejected') AS rejected, sum(b.amount_ti) FILTER (WHERE b.state = 'rejected') AS rejected_amount,
        count(*) FILTER (WHERE b.state = 'no_mandate') AS no_mandate, sum(b.amount_ti) FILTER (WHERE b.state = 'no_mandate') AS no_mandate_amount,
        count(*) FILTER (WHERE b.state = 'planned') AS planned, sum(b.amount_ti) FILTER (WHERE b.state = 'planned') AS planned_amount,
        count(*) FILTER (WHERE b.end_to_end_id IS NOT NULL) AS sepa_debits
      FROM billed_installments b
      WHERE b.tenant_id = r.tenant_id AND b.club_id = r.club_id AND b.debit_date = r.date
    ) f ON true
    LEFT JOIN LATERAL (
      SELECT json_agg(json_build_object(
        'contactId', c.id, 'name', trim(coalesce(c.given_name, '') || ' ' || coalesce(c.family_name, '')), 'number', c.number,
        'amount', b.amount_ti, 'outcome', b.state) ORDER BY b.rank, b.id) AS debits
      FROM (SELECT b.*, CASE b.state WHEN 'rejected' THEN 0 WHEN 'no_mandate' THEN 1 ELSE 2 END AS rank FROM billed_installments b
        WHERE b.tenant_id = r.tenant_id AND b.club_id = r.club_id AND b.debit_date = r.date AND b.state IN ('rejected', 'no_mandate', 'collected')
        ORDER BY rank, b.id LIMIT ${DEBITS_SHOWN}) b
      JOIN contacts c ON c.tenant_id = b.tenant_id AND c.id = b.contact_id
    ) x ON true
    WHERE r.tenant_id = ${ctx.tenant.id}
      ${club !== undefined ? sql`AND r.club_id = ${club}` : sql``}
      ${ctx.date !== undefined ? sql`AND r.date = ${ctx.date}::date` : sql``}
    ORDER BY r.date DESC, r.club_id
    LIMIT ${limit}`);
  const figure = (count: number, amount: number): BillingFigure => ({ count: Number(count), amount: Number(amount) });
  return rows.map((row) => ({
    id: row.id, clubId: row.club_id, date: String(row.date).slice(0, 10),
    updatedAt: row.updated_at instanceof Date ? row.updated_at : new Date(row.updated_at),
    invoiced: figure(row.invoiced, row.invoiced_amount), collected: figure(row.collected, row.collected_amount),
    rejected: figure(row.rejected, row.rejected_amount), noMandate: figure(row.no_mandate, row.no_mandate_amount),
    planned: figure(row.planned, row.planned_amount), sepaDebits: Number(row.sepa_debits),
    debits: ((typeof row.debits === 'string' ? JSON.parse(row.debits) : row.debits) ?? []) as RunDebit[],
  }));
}

// The first half of a billing day (CONTRACT §9.8): which installments fall due. One query per
// thousand active direct-debit subscriptions of the club (keyset by id, so memory stays flat), the
// debit schedule computed for each, and one INSERT of the due ones as `planned`. The unique key
// (tenant, subscription, debit date) drops what an earlier or concurrent run already planned.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/raw';
import type { ArticleRepaymentSchedule, RepaymentSchedule } from '../../db/schema';
import type { Rhythm } from '../subscriptions/renewal-dates';
import { shiftedDate, unshiftedDate, type SuspendedSpan } from '../subscriptions/suspension-shift';
import { addDays } from '../../time/calendar';
import { debitChoiceOf, installmentDueOn } from './due-installment';

const BATCH = 1000;

interface Candidate {
  id: number;
  contact_id: number;
  start_date: string;
  registration_fee_ti: number;
  price_ti: number;
  is_first_month_payed: boolean;
  rhythm_billing: Rhythm | null;
  is_prorated: boolean;
  offer_schedule: RepaymentSchedule;
  article_schedule: ArticleRepaymentSchedule | null;
  /** Its accepted suspensions (CONTRACT §15), null when none. */
  suspensions: SuspendedSpan[] | null;
}

interface Planned {
  subscriptionId: number;
  contactId: number;
  amountTI: number;
  periodStart: string;
  periodEnd: string;
}

type Due = ReturnType<typeof installmentDueOn>;

/**
 * The installment each row owes on `date`. A schedule depends only on the offer's terms, the start
 * date and the debit day, which many subscriptions share (one offer, members who joined the same
 * day): each is computed once per billing day (`known`), not once per subscription.
 */
function dueOf(rows: Candidate[], date: string, known: Map<string, Due>): Planned[] {
  return rows.flatMap((row) => {
    const offer = {
      registrationFeeTI: row.registration_fee_ti, priceTI: row.price_ti, isFirstMonthPayed: row.is_first_month_payed,
      rhythmBilling: row.rhythm_billing, isProrated: row.is_prorated, repaymentSchedule: row.offer_schedule,
    };
    const startDate = String(row.start_date).slice(0, 10);
    const choice = debitChoiceOf(row.article_schedule);
    // Accepted suspensions move the debits on and after their start by their length: the debit
    // owed on `date` is the unsuspended schedule's on the date that lands there (none inside one).
    const spans = row.suspensions ?? [];
    const scheduleDate = spans.length > 0 ? unshiftedDate(date, spans) : date;
    if (scheduleDate === null) return [];
    const key = JSON.stringify([offer, startDate, choice, scheduleDate]);
    let debit = known.get(key);
    if (debit === undefined) {
      debit = installmentDueOn(offer, startDate, choice, scheduleDate);
      known.set(key, debit);
    }
    if (!debit) return [];
    const periodStart = spans.length > 0 ? shiftedDate(debit.periodStart, spans) : debit.periodStart;
    const periodEnd = spans.length > 0 ? addDays(shiftedDate(addDays(debit.periodEnd, 1), spans), -1) : debit.periodEnd;
    return [{ subscriptionId: row.id, contactId: row.contact_id, amountTI: debit.amountTI, periodStart, periodEnd }];
  });
}

/**
 * Plans the club's installments due on `date`; returns how many this call planned. The subscription's
 * sale article (subscription_id, no option) names its offer and debit day; its start date is the
 * subscription's.
 */
export async function planBillingDay(db: Executor, tenantId: number, clubId: number, date: string): Promise<number> {
  let after = 0;
  let planned = 0;
  const known = new Map<string, Due>();
  for (;;) {
    const rows = await queryRows<Candidate>(db, sql`
      SELECT s.id, s.contact_id, s.start_date::text AS start_date, o.registration_fee_ti, o.price_ti, o.is_first_month_payed,
        o.rhythm_billing, o.is_prorated, o.repayment_schedule AS offer_schedule, a.repayment_schedule AS article_schedule,
        (SELECT json_agg(json_build_object('startDate', x.start_date::text, 'endDate', x.end_date::text)) FROM subscription_suspensions x
          WHERE x.tenant_id = s.tenant_id AND x.subscription_id = s.id AND x.state = 'accepted') AS suspensions
      FROM subscriptions s
      JOIN LATERAL (SELECT sa.offer_id, sa.repayment_schedule FROM sale_articles sa
        WHERE sa.tenant_id = s.tenant_id AND sa.subscription_id = s.id AND sa.subscription_option_id IS NULL
        ORDER BY sa.id LIMIT 1) a ON true
      JOIN offers o ON o.tenant_id = s.tenant_id AND o.id = a.offer_id
      WHERE s.tenant_id = ${tenantId} AND s.club_id = ${clubId} AND s.state = 'active' AND s.payment_type = 'direct_debit'
        AND s.start_date <= ${date}::date AND s.id > ${after}
      ORDER BY s.id LIMIT ${BATCH}`);
    if (rows.length === 0) return planned;
    after = rows.at(-1)!.id;
    const due = dueOf(rows, date, known);
    if (due.length > 0) {
      const inserted = await queryRows<{ id: number }>(db, sql`
        INSERT INTO billed_installments (tenant_id, subscription_id, debit_date, club_id, contact_id, amount_ti, period_start, period_end)
        SELECT ${tenantId}, d.subscription_id, ${date}::date, ${clubId}, d.contact_id, d.amount_ti, d.period_start, d.period_end
        FROM jsonb_to_recordset(${JSON.stringify(due.map((d) => ({
          subscription_id: d.subscriptionId, contact_id: d.contactId, amount_ti: d.amountTI, period_start: d.periodStart, period_end: d.periodEnd,
        })))}::jsonb) AS d(subscription_id int, contact_id int, amount_ti int, period_start date, period_end date)
        ON CONFLICT (tenant_id, subscription_id, debit_date) DO NOTHING
        RETURNING id`);
      planned += inserted.length;
    }
    if (rows.length < BATCH) return planned;
  }
}

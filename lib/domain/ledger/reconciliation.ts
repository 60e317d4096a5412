// The staff reconciliation (DESIGN.md, Money): per club and local day, the money that came in by
// mean, read from the ledger's postings, beside the documents of that day (payments recorded,
// invoices issued, debt opened and settled), so staff compare the till and the bank with what was
// recorded. A day is the club's (clubs.time_zone). What decides an item's day:
// - a checkout's money (cash, cheques, cards, online through the provider): when it was posted;
// - a direct debit, and an invoice: the invoice's date (a billing day's debits are collected on it);
// - a payment, an incident opened: when it was written; an incident settled: when it was settled.
import { sql } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { queryRows } from '../../db/raw';
import { addDays, daysBetween, isCalendarDate } from '../../time/calendar';
import { confinedClubId, type OperationContext } from '../context';
import { DomainError, invalidField, naming, notFound } from '../errors';

export interface Figure {
  count: number;
  /** Cents. */
  amount: number;
}

export interface MoneyIn {
  cash: number;
  cheques: number;
  cards: number;
  /** What the payment provider validated (sales, debts, web wallets), into its clearing account. */
  online: number;
  directDebit: number;
  total: number;
}

export interface ReconciliationDay {
  date: string;
  moneyIn: MoneyIn;
  paymentsRecorded: Figure;
  invoicesIssued: Figure;
  debtOpened: Figure;
  debtSettled: Figure;
}

export interface Reconciliation {
  clubId: number;
  timeZone: string;
  from: string;
  to: string;
  /** Every day of the range, oldest first, with zeros where nothing happened. */
  days: ReconciliationDay[];
  total: Omit<ReconciliationDay, 'date'>;
}

/** The longest range one reading covers: a quarter. */
export const MAX_RECONCILIATION_DAYS = 92;

interface Row {
  day: string; cash: string; cheques: string; cards: string; online: string; direct_debit: string;
  payments: string; payments_amount: string; invoices: string; invoices_amount: string;
  opened: string; opened_amount: string; settled: string; settled_amount: string;
}

function checkRange(from: string, to: string): void {
  if (!isCalendarDate(from)) throw invalidField('from', 'invalid', 'from is a date, YYYY-MM-DD.');
  if (!isCalendarDate(to)) throw invalidField('to', 'invalid', 'to is a date, YYYY-MM-DD.');
  if (to < from) throw invalidField('to', 'before-from', 'to is on or after from.');
  if (daysBetween(from, to) >= MAX_RECONCILIATION_DAYS) throw naming(invalidField('to', 'too-long', `A reconciliation covers at most ${MAX_RECONCILIATION_DAYS} days.`), { days: MAX_RECONCILIATION_DAYS });
}

const figure = (count: string | number, amount: string | number): Figure => ({ count: Number(count), amount: Number(amount) });

function dayOf(row: Row): ReconciliationDay {
  const moneyIn = {
    cash: Number(row.cash), cheques: Number(row.cheques), cards: Number(row.cards), online: Number(row.online), directDebit: Number(row.direct_debit), total: 0,
  };
  moneyIn.total = moneyIn.cash + moneyIn.cheques + moneyIn.cards + moneyIn.online + moneyIn.directDebit;
  return {
    date: String(row.day).slice(0, 10), moneyIn, paymentsRecorded: figure(row.payments, row.payments_amount),
    invoicesIssued: figure(row.invoices, row.invoices_amount), debtOpened: figure(row.opened, row.opened_amount), debtSettled: figure(row.settled, row.settled_amount),
  };
}

function totalOf(days: ReconciliationDay[]): Reconciliation['total'] {
  const add = (a: Figure, b: Figure): Figure => ({ count: a.count + b.count, amount: a.amount + b.amount });
  const zero = { count: 0, amount: 0 };
  return days.reduce((sum, d) => ({
    moneyIn: {
      cash: sum.moneyIn.cash + d.moneyIn.cash, cheques: sum.moneyIn.cheques + d.moneyIn.cheques, cards: sum.moneyIn.cards + d.moneyIn.cards,
      online: sum.moneyIn.online + d.moneyIn.online, directDebit: sum.moneyIn.directDebit + d.moneyIn.directDebit, total: sum.moneyIn.total + d.moneyIn.total,
    },
    paymentsRecorded: add(sum.paymentsRecorded, d.paymentsRecorded), invoicesIssued: add(sum.invoicesIssued, d.invoicesIssued),
    debtOpened: add(sum.debtOpened, d.debtOpened), debtSettled: add(sum.debtSettled, d.debtSettled),
  }), { moneyIn: { cash: 0, cheques: 0, cards: 0, online: 0, directDebit: 0, total: 0 }, paymentsRecorded: zero, invoicesIssued: zero, debtOpened: zero, debtSettled: zero });
}

/**
 * A club's days from `from` to `to` (both included, the club's local days), in one statement. Staff
 * and admin clients read it; a club-bound token only its club's; members never.
 */
export async function readReconciliation(ctx: OperationContext & { clubId: number; from: string; to: string }): Promise<Reconciliation> {
  if (ctx.actor.kind === 'member') throw new DomainError('api.error.scope.unauthorized-endpoint', 'The reconciliation is for the club\'s staff.');
  const confined = confinedClubId(ctx.actor);
  if (confined !== undefined && confined !== ctx.clubId) throw new DomainError('api.error.scope.unauthorized-club', 'This token acts for another club.');
  checkRange(ctx.from, ctx.to);
  const db = await getDb();
  const tenantId = ctx.tenant.id;
  const [club] = await queryRows<{ time_zone: string }>(db, sql`SELECT time_zone FROM clubs WHERE tenant_id = ${tenantId} AND id = ${ctx.clubId}`);
  if (!club) throw notFound('Club');
  const tz = club.time_zone;
  const { from, to } = ctx;
  // The instants the range covers: the club's midnight of `from` to its midnight after `to`.
  const startAt = sql`(${from}::date)::timestamp AT TIME ZONE ${tz}`;
  const endAt = sql`(${addDays(to, 1)}::date)::timestamp AT TIME ZONE ${tz}`;
  const localDay = (column: string) => sql`(${sql.raw(column)} AT TIME ZONE ${tz})::date`;
  const rows = await queryRows<Row>(db, sql`
    WITH days AS (SELECT d::date AS day FROM generate_series(${from}::date, ${to}::date, interval '1 day') d),
    till AS (
      SELECT ${localDay('p.created_at')} AS day,
        coalesce(sum(p.amount) FILTER (WHERE p.account = 'checkout_cash'), 0) AS cash,
        coalesce(sum(p.amount) FILTER (WHERE p.account = 'checkout_cheques'), 0) AS cheques,
        coalesce(sum(p.amount) FILTER (WHERE p.account = 'checkout_cards'), 0) AS cards,
        coalesce(sum(p.amount) FILTER (WHERE p.account = 'provider_clearing'), 0) AS online
      FROM ledger_postings p JOIN checkouts k ON k.tenant_id = p.tenant_id AND k.id = p.checkout_id
      WHERE p.tenant_id = ${tenantId} AND k.club_id = ${ctx.clubId} AND p.created_at >= ${startAt} AND p.created_at < ${endAt}
        AND p.account IN ('checkout_cash', 'checkout_cheques', 'checkout_cards', 'provider_clearing')
      GROUP BY 1),
    debits AS (
      SELECT i.date AS day, sum(p.amount) AS direct_debit
      FROM ledger_postings p
      -- A debit the bank took back (bank statement) comes off its day's collected total.
      JOIN ledger_transactions t ON t.tenant_id = p.tenant_id AND t.id = p.transaction_id AND t.kind IN ('direct_debit', 'direct_debit_reversal')
      JOIN invoices i ON i.tenant_id = p.tenant_id AND i.id = p.invoice_id
      WHERE p.tenant_id = ${tenantId} AND p.account = 'bank' AND i.club_id = ${ctx.clubId} AND i.date BETWEEN ${from}::date AND ${to}::date
      GROUP BY 1),
    paid AS (
      SELECT ${localDay('pay.created_at')} AS day, count(*) AS payments, sum(pay.amount) AS payments_amount
      FROM payments pay JOIN checkouts k ON k.tenant_id = pay.tenant_id AND k.id = pay.checkout_id
      WHERE pay.tenant_id = ${tenantId} AND k.club_id = ${ctx.clubId} AND pay.created_at >= ${startAt} AND pay.created_at < ${endAt}
      GROUP BY 1),
    issued AS (
      SELECT i.date AS day, count(*) AS invoices, sum(i.total_ti) AS invoices_amount FROM invoices i
      WHERE i.tenant_id = ${tenantId} AND i.club_id = ${ctx.clubId} AND i.date BETWEEN ${from}::date AND ${to}::date
      GROUP BY 1),
    -- An incident's club: its invoice's, else its contact's (as settling it decides, settle-incident.ts).
    debts AS (
      SELECT n.created_at, n.settled_at, n.state, n.amount FROM incidents n
      LEFT JOIN invoices i ON i.tenant_id = n.tenant_id AND i.id = n.invoice_id
      JOIN contacts c ON c.tenant_id = n.tenant_id AND c.id = n.contact_id
      WHERE n.tenant_id = ${tenantId} AND coalesce(i.club_id, c.club_id) = ${ctx.clubId}
        AND ((n.created_at >= ${startAt} AND n.created_at < ${endAt}) OR (n.settled_at >= ${startAt} AND n.settled_at < ${endAt}))),
    opened AS (
      SELECT ${localDay('created_at')} AS day, count(*) AS opened, sum(amount) AS opened_amount FROM debts
      WHERE created_at >= ${startAt} AND created_at < ${endAt} GROUP BY 1),
    settled AS (
      SELECT ${localDay('settled_at')} AS day, count(*) AS settled, sum(amount) AS settled_amount FROM debts
      WHERE state = 'settled' AND settled_at >= ${startAt} AND settled_at < ${endAt} GROUP BY 1)
    SELECT to_char(days.day, 'YYYY-MM-DD') AS day,
      coalesce(till.cash, 0) AS cash, coalesce(till.cheques, 0) AS cheques, coalesce(till.cards, 0) AS cards, coalesce(till.online, 0) AS online,
      coalesce(debits.direct_debit, 0) AS direct_debit,
      coalesce(paid.payments, 0) AS payments, coalesce(paid.payments_amount, 0) AS payments_amount,
      coalesce(issued.invoices, 0) AS invoices, coalesce(issued.invoices_amount, 0) AS invoices_amount,
      coalesce(opened.opened, 0) AS opened, coalesce(opened.opened_amount, 0) AS opened_amount,
      coalesce(settled.settled, 0) AS settled, coalesce(settled.settled_amount, 0) AS settled_amount
    FROM days
    LEFT JOIN till ON till.day = days.day LEFT JOIN debits ON debits.day = days.day LEFT JOIN paid ON paid.day = days.day
    LEFT JOIN issued ON issued.day = days.day LEFT JOIN opened ON opened.day = days.day LEFT JOIN settled ON settled.day = days.day
    ORDER BY days.day`);
  const days = rows.map(dayOf);
  return { clubId: ctx.clubId, timeZone: tz, from, to, days, total: totalOf(days) };
}

// Which installment of a subscription is debited on a given date (CONTRACT §9.2): the debit schedule
// the catalog computes for its offer, start date and the article's debit day (the same numbers as
// GET /offers/{id}/debit_schedule and the sale's contract), read up to that date.
import type { ArticleRepaymentSchedule } from '../../db/schema';
import { daysBetween } from '../../time/calendar';
import type { DebitDayChoice } from '../catalog/debit-date';
import { debitSchedule, type Debit, type SchedulableOffer } from '../catalog/debit-schedule';

/** The article's chosen debit day, as the sale's contract reads it. */
export function debitChoiceOf(schedule: ArticleRepaymentSchedule | null): DebitDayChoice | null {
  if (schedule?.debitDay != null) return { debitDay: schedule.debitDay };
  if (schedule?.debitWeekDay != null) return { debitWeekDay: schedule.debitWeekDay };
  return null;
}

const SHORTEST_PERIOD_DAYS = { week1: 7, week4: 28, monthly: 28 } as const;

/**
 * The debit that falls on `date`, if one does. Enough debits are computed to pass `date` (a period
 * is at least its rhythm's shortest length, and the first debit may come one period late at most).
 */
export function installmentDueOn(offer: SchedulableOffer, startDate: string, choice: DebitDayChoice | null, date: string): Debit | null {
  if (offer.rhythmBilling === null || date < startDate) return null;
  const limit = Math.floor(daysBetween(startDate, date) / SHORTEST_PERIOD_DAYS[offer.rhythmBilling]) + 3;
  const debit = debitSchedule(offer, startDate, choice, limit).debits.find((d) => d.date === date);
  return debit && debit.amountTI > 0 ? debit : null;
}

// GET /allowed_debit_days (CONTRACT §9.2): for each of the club's debit days, the first date on or
// after the start date on that day of the month, earliest first.
import { nextMonthDay } from './debit-date';

export interface AllowedDebitDay {
  debitDay: number;
  date: string;
}

export function allowedDebitDays(clubDebitDays: number[], startDate: string): AllowedDebitDay[] {
  return [...new Set(clubDebitDays)]
    .map((debitDay) => ({ debitDay, date: nextMonthDay(startDate, debitDay) }))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

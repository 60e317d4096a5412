// When a debit falls: the first chosen debit day on or after a date. A debit day is a day of the
// month (1..28, so every month has it) for monthly rhythms, a day of the week (0 = Sunday .. 6 =
// Saturday, as the spec's debitWeekDay) for week rhythms.
import { addDays, addMonths, daysBetween } from '../../time/calendar';

export type DebitDayChoice = { debitDay: number } | { debitWeekDay: number };

// 1970-01-04 was a Sunday.
const A_SUNDAY = '1970-01-04';

/** 0 (Sunday) .. 6 (Saturday). */
export function dayOfWeek(date: string): number {
  return (((daysBetween(A_SUNDAY, date)) % 7) + 7) % 7;
}

/** The first date on or after `from` that is day `debitDay` (1..28) of its month. */
export function nextMonthDay(from: string, debitDay: number): string {
  const sameMonth = `${from.slice(0, 8)}${String(debitDay).padStart(2, '0')}`;
  return sameMonth >= from ? sameMonth : addMonths(sameMonth, 1);
}

/** The first date on or after `from` that falls on `weekDay` (0 = Sunday). */
export function nextWeekDay(from: string, weekDay: number): string {
  return addDays(from, (weekDay - dayOfWeek(from) + 7) % 7);
}

/** The first debit date on or after `from`; with no day chosen, `from` itself. */
export function firstDebitDate(from: string, choice: DebitDayChoice | null): string {
  if (choice === null) return from;
  return 'debitDay' in choice ? nextMonthDay(from, choice.debitDay) : nextWeekDay(from, choice.debitWeekDay);
}

import { addDays, addMonths, daysBetween, maxDate } from '../../time/calendar';

export const rhythms = ['week1', 'week4', 'monthly'] as const;
export type Rhythm = (typeof rhythms)[number];

/** The start of billing period k (k = 0 is the start date). Months count from the start date, so no drift. */
export function periodStart(start: string, rhythm: Rhythm, k: number): string {
  if (rhythm === 'monthly') return addMonths(start, k);
  return addDays(start, k * (rhythm === 'week1' ? 7 : 28));
}

/** The last day of billing period k (k >= 1): the day before period k starts (CONTRACT §6). */
export function renewalDate(start: string, rhythm: Rhythm, k: number): string {
  return addDays(periodStart(start, rhythm, k), -1);
}

/** The first `count` renewal dates on or after `from`. */
export function renewalDatesFrom(start: string, rhythm: Rhythm, from: string, count: number): string[] {
  // Jump close to `from` instead of walking every period since the start.
  const approxPeriod = rhythm === 'week1' ? 7 : rhythm === 'week4' ? 28 : 28;
  let k = Math.max(1, Math.floor(daysBetween(start, from) / approxPeriod) - 1);
  while (k > 1 && renewalDate(start, rhythm, k - 1) >= from) k -= 1;
  const dates: string[] = [];
  for (; dates.length < count; k += 1) {
    const date = renewalDate(start, rhythm, k);
    if (date >= from) dates.push(date);
  }
  return dates;
}

export interface CancellationDateRules {
  startDate: string;
  rhythm: Rhythm;
  engagedThrough: string | null;
  receptionDate: string;
  noticePeriodDays: number;
  minimumDelayDays: number;
}

/** The earliest allowed cancellation date: the latest of reception + notice, reception + minimum delay, end of commitment. */
export function earliestCancellationDate(rules: CancellationDateRules): string {
  return maxDate(
    addDays(rules.receptionDate, rules.noticePeriodDays),
    addDays(rules.receptionDate, rules.minimumDelayDays),
    rules.engagedThrough,
    rules.startDate,
  );
}

/**
 * The permitted cancellation dates: with `restrict`, the next 12 renewal dates on or after the
 * earliest date; without, every day from the earliest date through the 12th of those renewal dates.
 */
export function cancellationDates(rules: CancellationDateRules, restrict: boolean): string[] {
  const earliest = earliestCancellationDate(rules);
  const renewals = renewalDatesFrom(rules.startDate, rules.rhythm, earliest, 12);
  if (restrict) return renewals;
  const last = renewals.at(-1)!;
  return Array.from({ length: daysBetween(earliest, last) + 1 }, (_, i) => addDays(earliest, i));
}

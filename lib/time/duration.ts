// ISO 8601 durations of calendar dates (`P1M`, `P4W`, `P1Y6M`, `P30D`): years and months add calendar
// months (clamped to the month's end, as addMonths does), weeks and days add days. No time part:
// the catalog's durations are whole days.
import { addDays, addMonths } from './calendar';

export interface Duration {
  months: number;
  days: number;
}

const PATTERN = /^P(?:(\d{1,4})Y)?(?:(\d{1,4})M)?(?:(\d{1,4})W)?(?:(\d{1,5})D)?$/;

/** `P1Y2M3W4D` as months and days; null for anything else (`P`, `PT1H`, `-P1M`, `P1.5M`). */
export function parseDuration(text: string): Duration | null {
  const match = PATTERN.exec(text);
  if (!match || text === 'P') return null;
  const [, years = '0', months = '0', weeks = '0', days = '0'] = match;
  return { months: Number(years) * 12 + Number(months), days: Number(weeks) * 7 + Number(days) };
}

export function isDuration(text: string): boolean {
  return parseDuration(text) !== null;
}

export function isZeroDuration(d: Duration): boolean {
  return d.months === 0 && d.days === 0;
}

/** `times` × the duration (3 × P1M = P3M: months stay months, so no drift at month ends). */
export function scaleDuration(d: Duration, times: number): Duration {
  return { months: d.months * times, days: d.days * times };
}

/** The date `d` after `date`: months first (clamped), then days. */
export function addDuration(date: string, d: Duration): string {
  return addDays(d.months === 0 ? date : addMonths(date, d.months), d.days);
}

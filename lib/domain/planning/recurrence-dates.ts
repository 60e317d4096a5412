import type { WeekDay } from '../../db/schema';
import { addDays, daysBetween } from '../../time/calendar';

const ISO_DAY: Record<WeekDay, number> = { mo: 1, tu: 2, we: 3, th: 4, fr: 5, sa: 6, su: 7 };

/** 1 Monday .. 7 Sunday of a calendar date. */
function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

export function weekDayOf(date: string): WeekDay {
  return (Object.keys(ISO_DAY) as WeekDay[])[isoWeekday(date) - 1]!;
}

/**
 * The days of a weekly recurrence: every `day` from `startedOn` to `endedOn` (both included), plus
 * the extra dates, minus the excluded ones; each once, in order.
 */
export function recurrenceDates(r: { startedOn: string; endedOn: string; day: WeekDay; excludedDates: string[]; extraDates: string[] }): string[] {
  const dates = new Set<string>();
  const first = addDays(r.startedOn, (ISO_DAY[r.day] - isoWeekday(r.startedOn) + 7) % 7);
  for (let date = first; date <= r.endedOn; date = addDays(date, 7)) dates.add(date);
  for (const extra of r.extraDates) dates.add(extra);
  for (const excluded of r.excludedDates) dates.delete(excluded);
  return [...dates].sort();
}

/** How many weeks a recurrence spans: its length is bounded (recurrence-input.ts). */
export function spanDays(startedOn: string, endedOn: string): number {
  return daysBetween(startedOn, endedOn);
}

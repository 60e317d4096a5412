// A weekly class as staff describe it ("every Tuesday from 3 March until 28 April") in the terms
// createClassEvents takes: the first class and a number of weeks.
import { addDays, daysBetween } from '@/lib/time/calendar';
import { isoWeekday } from '../week';

/** English weekday names, for the schema's messages (the form's choices are named in the page's language). */
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** The first `weekday` (1 Monday .. 7 Sunday) on or after `from`, and how many fall on or before `until` (0: none). */
export function weeklySeries(weekday: number, from: string, until: string): { first: string; weeks: number } {
  const first = addDays(from, (weekday - isoWeekday(from) + 7) % 7);
  const weeks = first > until ? 0 : Math.floor(daysBetween(first, until) / 7) + 1;
  return { first, weeks };
}

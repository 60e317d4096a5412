// What the "new class" form is about to create, in words, as the staff member fills it in.
import { addDays } from '@/lib/time/calendar';
import { longDay } from '../local-time';
import type { NewClassValues } from './new-class-schema';
import { WEEKDAYS, weeklySeries } from './weekly-series';

/** "9 classes, every Tuesday at 18:30, from …", or null while the form does not say yet. */
export function seriesSummary(v: Pick<NewClassValues, 'repeat' | 'date' | 'weekday' | 'from' | 'until' | 'time'>): string | null {
  if (!/^\d\d:\d\d$/.test(v.time)) return null;
  if (v.repeat === 'once') return v.date ? `One class, on ${longDay(v.date)} at ${v.time}.` : null;
  if (!v.weekday || !v.from || !v.until || v.until < v.from) return null;
  const { first, weeks } = weeklySeries(Number(v.weekday), v.from, v.until);
  if (weeks < 1 || weeks > 52) return null;
  if (weeks === 1) return `One class, on ${longDay(first)} at ${v.time}.`;
  const last = addDays(first, 7 * (weeks - 1));
  return `${weeks} classes, every ${WEEKDAYS[Number(v.weekday) - 1]} at ${v.time}, from ${longDay(first)} to ${longDay(last)}.`;
}

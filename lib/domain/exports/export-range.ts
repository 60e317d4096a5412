// The period an export covers: two calendar dates of the club, both included.
import { daysBetween, isCalendarDate } from '../../time/calendar';
import { invalidField, naming } from '../errors';

/** An export reads at most two years at once (a fiscal year may run 24 months at its start). */
export const MAX_EXPORT_DAYS = 731;

export function checkExportRange(from: string | undefined, to: string | undefined): { from: string; to: string } {
  if (!from || !isCalendarDate(from)) throw invalidField('from', 'invalid', 'from is a date, YYYY-MM-DD.');
  if (!to || !isCalendarDate(to)) throw invalidField('to', 'invalid', 'to is a date, YYYY-MM-DD.');
  if (to < from) throw invalidField('to', 'before-from', 'to is on or after from.');
  if (daysBetween(from, to) >= MAX_EXPORT_DAYS) throw naming(invalidField('to', 'too-long', `An export covers at most ${MAX_EXPORT_DAYS} days.`), { days: MAX_EXPORT_DAYS });
  return { from, to };
}

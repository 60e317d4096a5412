// The days a reconciliation page shows, from its URL: a date that cannot be read is as if not given.
import { MAX_RECONCILIATION_DAYS } from '@/lib/domain/ledger/reconciliation';
import { addDays, daysBetween, isCalendarDate } from '@/lib/time/calendar';

/** The last week (today and the 6 days before) unless told; ends swapped when reversed; at most MAX_RECONCILIATION_DAYS days, ending at `to`. */
export function readRange(fromAsked: string | undefined, toAsked: string | undefined, today: string): { from: string; to: string } {
  let to = toAsked && isCalendarDate(toAsked) ? toAsked : today;
  let from = fromAsked && isCalendarDate(fromAsked) ? fromAsked : addDays(to, -6);
  if (from > to) [from, to] = [to, from];
  if (daysBetween(from, to) >= MAX_RECONCILIATION_DAYS) from = addDays(to, -(MAX_RECONCILIATION_DAYS - 1));
  return { from, to };
}

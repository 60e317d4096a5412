// How accepted suspensions move a subscription's debit schedule (CONTRACT §15): a debit on or after
// a suspension's start moves on by its length (end − start + 1 days), so none falls inside it; the
// suspensions apply in the order of their start. Pure date arithmetic on club calendar dates.
import { addDays, daysBetween } from '../../time/calendar';

export interface SuspendedSpan {
  startDate: string;
  endDate: string;
}

/** Its length in days, both ends included. */
export function suspensionLength(span: SuspendedSpan): number {
  return daysBetween(span.startDate, span.endDate) + 1;
}

const byStart = (spans: SuspendedSpan[]) => [...spans].sort((a, b) => a.startDate.localeCompare(b.startDate));

/** Where a date of the unsuspended schedule lands once the suspensions apply. */
export function shiftedDate(date: string, spans: SuspendedSpan[]): string {
  let moved = date;
  for (const span of byStart(spans)) if (moved >= span.startDate) moved = addDays(moved, suspensionLength(span));
  return moved;
}

/**
 * The date of the unsuspended schedule that lands on `date`, or null when `date` lies inside a
 * suspension (nothing lands there). The inverse of shiftedDate: a date is moved by a suspension
 * exactly when it lands after that suspension's end.
 */
export function unshiftedDate(date: string, spans: SuspendedSpan[]): string | null {
  let days = 0;
  for (const span of spans) {
    if (span.startDate <= date && date <= span.endDate) return null;
    if (span.endDate < date) days += suspensionLength(span);
  }
  return addDays(date, -days);
}

/** Whether `date` lies inside one of the spans. */
export function isSuspendedOn(date: string, spans: SuspendedSpan[]): boolean {
  return spans.some((s) => s.startDate <= date && date <= s.endDate);
}

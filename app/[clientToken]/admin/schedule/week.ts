// The schedule's weeks: Monday to Sunday in the club's calendar, named in the URL by any of their
// dates (`week=2026-11-18` is the week of Monday 16 November).
import { addDays, isCalendarDate } from '@/lib/time/calendar';

/** The day of the week of a calendar date, ISO style: 1 is Monday, 7 is Sunday. */
export function isoWeekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
}

export function mondayOf(date: string): string {
  return addDays(date, 1 - isoWeekday(date));
}

/** The Monday of the week the URL asks for, or of the club's today when it asks for none (or for nonsense). */
export function requestedWeek(param: string | undefined, today: string): string {
  return mondayOf(param && isCalendarDate(param) ? param : today);
}

export function daysOfWeek(monday: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

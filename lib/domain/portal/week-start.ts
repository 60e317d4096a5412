import { addDays } from '../../time/calendar';

/**
 * The Monday of the week a calendar date (YYYY-MM-DD) falls in: the member portal's weeks run Monday
 * to Sunday, as club timetables do in Europe. Calendar dates have no zone, so this is UTC arithmetic.
 */
export function mondayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 is Sunday
  return addDays(date, -((weekday + 6) % 7));
}

/** The seven dates of the week that starts on `monday`. */
export function weekDays(monday: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

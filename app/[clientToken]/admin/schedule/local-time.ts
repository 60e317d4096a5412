// Classes are planned and read in their club's wall-clock time, whatever the browser's zone.
import { dateInZone, isoInZone, parseDateTimeInZone } from '@/lib/time/zone';

/** "18:30" at the club. */
export function wallClock(instant: Date, timeZone: string): string {
  return isoInZone(instant, timeZone).slice(11, 16);
}

export function localDate(instant: Date, timeZone: string): string {
  return dateInZone(instant, timeZone);
}

/** The instant of a date and time at the club (a time skipped by a change of clocks moves forward). */
export function localInstant(date: string, time: string, timeZone: string): Date {
  return parseDateTimeInZone(`${date}T${time}`, timeZone)!;
}

const utc = (date: string) => new Date(`${date}T00:00:00Z`);
const SHORT_DAY = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
const LONG_DAY = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const WEEKDAY = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' });

/** "Tue 17 Nov". */
export const shortDay = (date: string) => SHORT_DAY.format(utc(date));
/** "Tuesday, 17 November 2026". */
export const longDay = (date: string) => LONG_DAY.format(utc(date));
/** "Tuesday". */
export const weekdayName = (date: string) => WEEKDAY.format(utc(date));

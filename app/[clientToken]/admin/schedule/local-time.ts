// Classes are planned and read in their club's wall-clock time, whatever the browser's zone.
import { INTL_LOCALE, type Locale } from '@/lib/i18n/locales';
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
const STYLES = {
  short: { weekday: 'short', day: 'numeric', month: 'short' },
  long: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  weekday: { weekday: 'long' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
const formats = new Map<string, Intl.DateTimeFormat>();
function dayIn(locale: Locale, style: keyof typeof STYLES, date: string): string {
  const key = `${locale}|${style}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(INTL_LOCALE[locale], { ...STYLES[style], timeZone: 'UTC' })));
  return format.format(utc(date));
}

/** "Tue 17 Nov", "mar. 17 nov.". */
export const shortDay = (date: string, locale: Locale) => dayIn(locale, 'short', date);
/** "Tuesday 17 November 2026", "mardi 17 novembre 2026". */
export const longDay = (date: string, locale: Locale) => dayIn(locale, 'long', date);
/** "Tuesday", "mardi". */
export const weekdayName = (date: string, locale: Locale) => dayIn(locale, 'weekday', date);
/** The name of an ISO weekday (1 Monday .. 7 Sunday): 2024-01-01 was a Monday. */
export const isoWeekdayName = (weekday: number, locale: Locale) => weekdayName(`2024-01-0${weekday}`, locale);

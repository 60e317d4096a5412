// Dates, times, money and numbers in a person's language: every one goes through Intl, in one place,
// so "samedi 24 juillet 2027" and "Saturday, 24 July 2027" come from the same call. Three kinds of
// time are shown, each formatted as what it is:
// - a calendar date ("2027-07-24": a subscription's last day) has no time zone: formatted in UTC,
//   it reads the same on the server, in the browser and in an e-mail;
// - a club date-time as the API writes it ("2027-07-24T18:30:00+02:00") already carries its club's
//   offset: its wall-clock part is formatted as is, so a member reads the club's clock wherever
//   they are (and the browser's own zone never matters);
// - an instant (a Date from the database, in an e-mail) is formatted in the club's IANA time zone.
import { INTL_LOCALE, type Locale } from './locales';

type DateStyle = keyof typeof DATE_STYLES;

const DATE_STYLES = {
  /** "24 juillet 2027", "24 July 2027". */
  date: { day: 'numeric', month: 'long', year: 'numeric' },
  /** "samedi 24 juillet 2027", "Saturday, 24 July 2027": where one date among several is picked. */
  dateWithDay: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  /** "samedi 24 juillet", "Saturday 24 July": a day of this week's timetable. */
  dayHeading: { weekday: 'long', day: 'numeric', month: 'long' },
  /** "24 juil. 2027", "24 Jul 2027": in lists and tables. */
  short: { day: 'numeric', month: 'short', year: 'numeric' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
/** "sam. 24 juil., 18:30", "Sat 24 Jul, 18:30": a moment in a sentence. */
const MOMENT: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short', ...TIME };
/** "samedi 24 juillet 2027 à 18:30", "Saturday, 24 July 2027 at 18:30": a moment in an e-mail. */
const FULL_MOMENT: Intl.DateTimeFormatOptions = { ...DATE_STYLES.dateWithDay, ...TIME };

// Building an Intl formatter costs far more than using one, and a week page formats hundreds of times.
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions, timeZone = 'UTC'): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(INTL_LOCALE[locale], { ...options, timeZone })));
  return format;
}

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(INTL_LOCALE[locale], options)));
  return format;
}

/** A calendar date (YYYY-MM-DD) as a UTC midnight, so no zone can move it to another day. */
const calendarDay = (isoDate: string) => new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
/** The wall-clock part of a date-time with an offset, as a UTC instant to format in UTC. */
const wallClock = (isoWithOffset: string) => new Date(`${isoWithOffset.slice(0, 19)}Z`);

export function formatCalendarDate(locale: Locale, isoDate: string, style: DateStyle = 'date'): string {
  return steadySpaces(dateFormat(locale, DATE_STYLES[style]).format(calendarDay(isoDate)));
}

/**
 * Spaces that ICU versions disagree on, as plain spaces. Node's ICU 78 joins a range with thin spaces
 * ("30 November\u2009–\u20094 December") where Chromium's writes plain ones: a page rendered on the
 * server and formatted again in the browser then differs, and React throws hydration error #418
 * (seen on the member's class week). Every date text goes through this, so both sides write the same.
 */
const steadySpaces = (text: string) => text.replace(/[\u2009\u202f]/g, ' ');

/** "24–30 juillet 2027", "30 November – 6 December 2026": a week, as Intl joins a range. */
export function formatDateRange(locale: Locale, first: string, last: string): string {
  return steadySpaces(dateFormat(locale, DATE_STYLES.date).formatRange(calendarDay(first), calendarDay(last)));
}

/** "18:30": the time of a club date-time, on the club's clock. */
export function formatClubTime(locale: Locale, isoWithOffset: string): string {
  return steadySpaces(dateFormat(locale, TIME).format(wallClock(isoWithOffset)));
}

/** "sam. 24 juil., 18:30": day and time of a club date-time, on the club's clock. */
export function formatClubMoment(locale: Locale, isoWithOffset: string): string {
  return steadySpaces(dateFormat(locale, MOMENT).format(wallClock(isoWithOffset)));
}

/** "samedi 24 juillet 2027 à 18:30": an instant in the club's time zone (IANA name). */
export function formatInstant(locale: Locale, instant: Date, timeZone: string): string {
  return steadySpaces(dateFormat(locale, FULL_MOMENT, timeZone).format(instant));
}

/** "29,90 €", "€29.90": integer cents in a currency (ISO 4217). */
export function formatMoney(locale: Locale, cents: number, currency = 'EUR'): string {
  return numberFormat(locale, { style: 'currency', currency }).format(cents / 100);
}

const listFormats = new Map<string, Intl.ListFormat>();
const LIST_TYPES = { and: 'conjunction', or: 'disjunction', unit: 'unit' } as const;

/** "A, B et C" ("and"), "A, B ou C" ("or"), "A, B, C" in English ("unit": an enumeration of names). */
export function formatList(locale: Locale, items: string[], type: keyof typeof LIST_TYPES = 'and'): string {
  const key = `${locale}|${type}`;
  let format = listFormats.get(key);
  if (!format) listFormats.set(key, (format = new Intl.ListFormat(INTL_LOCALE[locale], { type: LIST_TYPES[type], style: type === 'unit' ? 'short' : 'long' })));
  return format.format(items);
}

/** "1 234", "1,234". */
export function formatNumber(locale: Locale, value: number): string {
  return numberFormat(locale, {}).format(value);
}

export interface Formatter {
  locale: Locale;
  date: (isoDate: string, style?: DateStyle) => string;
  dateRange: (first: string, last: string) => string;
  clubTime: (isoWithOffset: string) => string;
  clubMoment: (isoWithOffset: string) => string;
  instant: (instant: Date, timeZone: string) => string;
  money: (cents: number, currency?: string) => string;
  number: (value: number) => string;
  list: (items: string[], type?: 'and' | 'or' | 'unit') => string;
}

/** The formatters bound to one language: `formatterFor(await getLocale())` on the server, `useFormat()` in the browser. */
export function formatterFor(locale: Locale): Formatter {
  return {
    locale,
    date: (isoDate, style) => formatCalendarDate(locale, isoDate, style),
    dateRange: (first, last) => formatDateRange(locale, first, last),
    clubTime: (iso) => formatClubTime(locale, iso),
    clubMoment: (iso) => formatClubMoment(locale, iso),
    instant: (instant, timeZone) => formatInstant(locale, instant, timeZone),
    money: (cents, currency) => formatMoney(locale, cents, currency),
    number: (value) => formatNumber(locale, value),
    list: (items, type) => formatList(locale, items, type),
  };
}

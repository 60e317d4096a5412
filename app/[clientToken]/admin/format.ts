// How the back office writes instants and dates, the same on every page.
import { formatCalendarDate } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';

/** UTC, written out: staff compare it with logs and with what partners received. */
export function formatInstant(at: Date): string {
  return `${at.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

/** A calendar date (YYYY-MM-DD) as people read it in their language: "4 Mar 2026", "4 mars 2026". */
export function formatDate(date: string, locale: Locale): string {
  const at = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(at.getTime()) ? date : formatCalendarDate(locale, date, 'short');
}

/** One value of a query string (the first if repeated), trimmed; empty is none. */
export function single(value: string | string[] | undefined): string | undefined {
  return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
}

/** The page number of a query string, from 1 to 10,000. */
export function pageNumber(value: string | string[] | undefined): number {
  return Math.max(1, Math.min(10_000, Number.parseInt(single(value) ?? '1', 10) || 1));
}

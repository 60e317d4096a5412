// How the back office writes instants and dates, the same on every page.

/** UTC, written out: staff compare it with logs and with what partners received. */
export function formatInstant(at: Date): string {
  return `${at.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A calendar date (YYYY-MM-DD) as people read it: "4 Mar 2026". */
export function formatDate(date: string): string {
  const at = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(at.getTime()) ? date : DAY.format(at);
}

/** One value of a query string (the first if repeated), trimmed; empty is none. */
export function single(value: string | string[] | undefined): string | undefined {
  return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
}

/** The page number of a query string, from 1 to 10,000. */
export function pageNumber(value: string | string[] | undefined): number {
  return Math.max(1, Math.min(10_000, Number.parseInt(single(value) ?? '1', 10) || 1));
}

// Calendar dates as `YYYY-MM-DD` strings: arithmetic in UTC on purpose, since a calendar date has no
// time zone. Which date is "today" for a club is dateInZone(now(), club.timeZone).

const DAY_MS = 86_400_000;

function toUtc(date: string): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
}

function fromUtc(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return fromUtc(toUtc(date) + days * DAY_MS);
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The same day `months` later, clamped to the month's last day (Jan 31 + 1 month = Feb 28 or 29). */
export function addMonths(date: string, months: number): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7)) - 1 + months;
  const targetYear = year + Math.floor(month / 12);
  const targetMonth = ((month % 12) + 12) % 12;
  const day = Math.min(Number(date.slice(8, 10)), daysInMonth(targetYear, targetMonth + 1));
  return fromUtc(Date.UTC(targetYear, targetMonth, day));
}

export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to) - toUtc(from)) / DAY_MS);
}

export function maxDate(...dates: (string | null | undefined)[]): string {
  return dates.filter((d): d is string => Boolean(d)).reduce((a, b) => (a > b ? a : b));
}

/** A real calendar date written YYYY-MM-DD (2023-02-29 is not). */
export function isCalendarDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && fromUtc(toUtc(value)) === value;
}

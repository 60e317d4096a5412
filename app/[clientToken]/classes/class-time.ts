// Dates and times of classes in words. A class's date-times carry its club's offset, so their first
// characters are already the local date (0-9) and time (11-15): shown as written, never converted
// to the browser's zone, so a member reads the time on the club's clock wherever they are.
const DAY = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
const SHORT_DAY = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
const DAY_MONTH = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' });

const utc = (date: string) => new Date(`${date.slice(0, 10)}T00:00:00Z`);

export const localDate = (isoWithOffset: string) => isoWithOffset.slice(0, 10);
export const localTime = (isoWithOffset: string) => isoWithOffset.slice(11, 16);

/** "Tuesday 24 November". */
export const dayHeading = (date: string) => DAY.format(utc(date));

/** "Tue 24 Nov at 18:30": a moment in a sentence. */
export const shortMoment = (isoWithOffset: string) => `${SHORT_DAY.format(utc(isoWithOffset))} at ${localTime(isoWithOffset)}`;

/** "23 – 29 November 2026", or "30 November – 6 December 2026" across a month. */
export function weekRange(first: string, last: string): string {
  const sameMonth = first.slice(0, 7) === last.slice(0, 7);
  const start = sameMonth ? String(utc(first).getUTCDate()) : DAY_MONTH.format(utc(first));
  const startYear = first.slice(0, 4) === last.slice(0, 4) ? '' : ` ${first.slice(0, 4)}`;
  return `${start}${startYear} – ${DAY_MONTH.format(utc(last))} ${last.slice(0, 4)}`;
}

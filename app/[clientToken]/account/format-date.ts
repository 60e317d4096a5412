// Calendar dates (YYYY-MM-DD) in words: "14 March 2027". A calendar date has no time zone, so it is
// formatted in UTC, and reads the same on the server and in the browser.
const LONG = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const WITH_DAY = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

const toDate = (iso: string) => new Date(`${iso}T00:00:00Z`);

export function formatDate(iso: string): string {
  return LONG.format(toDate(iso));
}

/** With the day of the week, where a member picks one date among several. */
export function formatDateWithDay(iso: string): string {
  return WITH_DAY.format(toDate(iso));
}

// A class's date-times carry its club's offset (CONTRACT §1), so their first ten characters are the
// club's local date: the day the class is listed under, wherever the member is. In words, they go
// through lib/i18n/format.ts (clubTime, clubMoment), on the club's clock too.
export const localDate = (isoWithOffset: string) => isoWithOffset.slice(0, 10);

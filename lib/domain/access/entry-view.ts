import type { Entry } from '../../db/schema';

/** An entry and the time zone of its club, which its times are shown in. */
export type EntryView = Entry & { timeZone: string };

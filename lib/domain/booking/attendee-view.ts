import type { Attendee } from '../../db/schema';

/** A booking with its class's club's time zone: its date-times are shown with that club's offset (CONTRACT §1). */
export type AttendeeView = Attendee & { timeZone: string };

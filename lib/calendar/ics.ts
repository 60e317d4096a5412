// A pure iCalendar (RFC 5545) writer over ical-generator: data in, text out, no database and no clock.
// The booking e-mail attaches one event; the member's private feed lists several.
//
// Times are written in UTC (DTSTART:20261126T173000Z, RFC 5545 §3.3.5 form 2): Google Calendar, Apple
// Calendar and Outlook all read that form the same way, with no VTIMEZONE to interpret (Outlook is the
// one that misreads hand-made VTIMEZONEs), and a class is a single instant, never a recurrence, so
// nothing is lost. The club's zone travels as X-WR-TIMEZONE (the calendar's zone in Apple and Google)
// and the local time is spelled out in the description. See docs/decisions.md, Calendars.

import ical, { ICalCalendarMethod, ICalEventStatus, ICalEventTransparency } from 'ical-generator';

export interface IcsEvent {
  /** Stable per booking: the same booking always updates the same calendar entry. */
  uid: string;
  /** When this version of the event was written (DTSTAMP). */
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  location?: string;
  description?: string;
  /** CANCELLED keeps a cancelled booking in subscribed calendars as struck out rather than silently gone. */
  status?: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';
  /** Increases when the event changes (RFC 5545 §3.8.7.4). */
  sequence?: number;
}

export interface IcsCalendar {
  /** The club's IANA zone (X-WR-TIMEZONE). */
  timeZone: string;
  /** The calendar's display name in a subscribing app (X-WR-CALNAME). */
  name?: string;
  /** PUBLISH for a feed or an attachment meant to be added as is (no invitation workflow). */
  method?: 'PUBLISH';
  events: IcsEvent[];
}

export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8';
const PRODUCT_ID = { company: 'Club Platform', product: 'Calendars 1.0', language: 'EN' };

const STATUS: Record<NonNullable<IcsEvent['status']>, ICalEventStatus> = {
  CONFIRMED: ICalEventStatus.CONFIRMED, TENTATIVE: ICalEventStatus.TENTATIVE, CANCELLED: ICalEventStatus.CANCELLED,
};

/**
 * The whole VCALENDAR, written by ical-generator (escaping, folding at 75 octets, CRLF), ended by a
 * CRLF as RFC 5545 ends every content line (the library leaves the last one bare).
 * No calendar `timezone` is given to the library: without a VTIMEZONE generator it would write local
 * times with neither Z nor TZID (floating). The zone and the name go as X- properties, which the
 * library escapes (it writes its own NAME/X-WR-CALNAME unescaped, and a club name may hold a comma).
 */
export function writeCalendar(calendar: IcsCalendar): string {
  const x: [string, string][] = [['X-WR-TIMEZONE', calendar.timeZone]];
  if (calendar.name) x.push(['X-WR-CALNAME', calendar.name]);
  const ics = ical({ prodId: PRODUCT_ID, scale: 'GREGORIAN', method: ICalCalendarMethod.PUBLISH, x });
  for (const event of calendar.events) {
    ics.createEvent({
      id: event.uid,
      stamp: event.stamp,
      start: event.start,
      end: event.end,
      summary: event.summary,
      location: event.location ?? null,
      description: event.description ?? null,
      status: STATUS[event.status ?? 'CONFIRMED'],
      sequence: event.sequence ?? 0,
      transparency: ICalEventTransparency.OPAQUE,
    });
  }
  return `${ics.toString()}\r\n`;
}

/** A booking's UID: the same in the e-mail's attachment and in the feed, so apps merge them. */
export function bookingUid(tenantId: number, attendeeId: number): string {
  return `booking-${tenantId}-${attendeeId}@calendar.club-platform`;
}

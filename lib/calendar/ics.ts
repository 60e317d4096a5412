// A pure iCalendar (RFC 5545) writer: text in, text out, no database and no clock. The booking e-mail
// attaches one event; the member's private feed lists several.
//
// Times are written in UTC (DTSTART:20261126T173000Z, RFC 5545 §3.3.5 form 2): Google Calendar, Apple
// Calendar and Outlook all read that form the same way, with no VTIMEZONE to interpret (Outlook is the
// one that misreads hand-made VTIMEZONEs), and a class is a single instant, never a recurrence, so
// nothing is lost. The club's zone travels as X-WR-TIMEZONE (the calendar's zone in Apple and Google)
// and the local time is spelled out in the description. See docs/decisions.md, Calendars.

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
const PRODUCT_ID = '-//Club Platform//Calendars 1.0//EN';

/** TEXT value escaping (RFC 5545 §3.3.11): backslash, semicolon, comma, and line breaks as \n. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Folds a content line at 75 octets (RFC 5545 §3.1): CRLF then one space before each continuation. It
 * counts UTF-8 octets and never cuts inside a character (a multi-byte é stays whole).
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  // A continuation line starts with the space, which counts towards its 75 octets.
  let limit = 75;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = 74;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** A UTC DATE-TIME: 20261126T173000Z. */
export function utcDateTime(instant: Date): string {
  return instant.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '');
}

function eventLines(event: IcsEvent): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utcDateTime(event.stamp)}`,
    `DTSTART:${utcDateTime(event.start)}`,
    `DTEND:${utcDateTime(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
  ];
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  lines.push(`STATUS:${event.status ?? 'CONFIRMED'}`, `SEQUENCE:${event.sequence ?? 0}`, 'TRANSP:OPAQUE', 'END:VEVENT');
  return lines;
}

/** The whole VCALENDAR, lines folded and ended by CRLF (the last one too). */
export function writeCalendar(calendar: IcsCalendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    `METHOD:${calendar.method ?? 'PUBLISH'}`,
    `X-WR-TIMEZONE:${escapeText(calendar.timeZone)}`,
  ];
  if (calendar.name) lines.push(`X-WR-CALNAME:${escapeText(calendar.name)}`);
  for (const event of calendar.events) lines.push(...eventLines(event));
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

/** A booking's UID: the same in the e-mail's attachment and in the feed, so apps merge them. */
export function bookingUid(tenantId: number, attendeeId: number): string {
  return `booking-${tenantId}-${attendeeId}@calendar.club-platform`;
}

// The iCalendar writer alone (ical-generator underneath): folding at 75 octets with CRLF, TEXT escaping,
// UTC times (also across a change of time in the club's zone), and the booking event's fields in both languages.
import { describe, expect, it } from 'vitest';
import { parseDateTimeInZone } from '../time/zone';
import { bookingEvent, type CalendarBooking } from './booking-event';
import { bookingUid, type IcsEvent, writeCalendar } from './ics';

const octets = (line: string) => new TextEncoder().encode(line).length;

const booking = (wall: string, over: Partial<CalendarBooking> = {}): CalendarBooking => {
  const start = parseDateTimeInZone(wall, 'Europe/Paris')!;
  return {
    tenantId: 7, attendeeId: 42, state: 'booked', className: 'Yoga, slow; deep', clubName: 'Club République', studioName: 'Studio 1',
    startedAt: start, endedAt: new Date(start.getTime() + 3_600_000), timeZone: 'Europe/Paris', ...over,
  };
};
const STAMP = new Date('2026-03-20T09:00:00Z');

describe('writeCalendar', () => {
  it('writes a VCALENDAR with one VEVENT, CRLF everywhere, and the club zone as X-WR-TIMEZONE', () => {
    const text = writeCalendar({ timeZone: 'Europe/Paris', events: [bookingEvent('en', booking('2026-03-26T18:30'), STAMP)] });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.replace(/\r\n /g, '').split('\r\n');
    // ical-generator's order: the X- properties come after the events (RFC 5545 sets no order).
    expect(lines.slice(0, 5)).toEqual([
      'BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Club Platform//Calendars 1.0//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH',
    ]);
    expect(lines).toContain('X-WR-TIMEZONE:Europe/Paris');
    expect(lines).toContain('UID:booking-7-42@calendar.club-platform');
    expect(lines).toContain('DTSTAMP:20260320T090000Z');
    expect(lines).toContain('SUMMARY:Yoga\\, slow\\; deep');
    expect(lines).toContain('LOCATION:Club République\\, Studio 1');
    expect(lines).toContain('STATUS:CONFIRMED');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });

  it('writes 18:30 in Paris as 17:30Z in winter and 16:30Z in summer, on either side of the change of time', () => {
    // Paris moves to summer time on Sunday 2026-03-29 at 02:00.
    const before = bookingEvent('fr', booking('2026-03-28T18:30'), STAMP);
    const after = bookingEvent('fr', booking('2026-03-30T18:30', { attendeeId: 43 }), STAMP);
    const text = writeCalendar({ timeZone: 'Europe/Paris', events: [before, after] }).replace(/\r\n /g, '');
    expect(text).toContain('DTSTART:20260328T173000Z\r\nDTEND:20260328T183000Z');
    expect(text).toContain('DTSTART:20260330T163000Z\r\nDTEND:20260330T173000Z');
    // The local time, spelled out in the description, stays 18:30 on both days.
    expect(before.description).toMatch(/18:30/);
    expect(after.description).toMatch(/18:30/);
    expect(after.description).toContain('Europe/Paris');
  });

  it('writes a class in New York at its own local time as UTC', () => {
    const start = parseDateTimeInZone('2026-11-02T07:00', 'America/New_York')!;
    const event = bookingEvent('en', booking('2026-11-02T07:00', { startedAt: start, endedAt: new Date(start.getTime() + 45 * 60_000), timeZone: 'America/New_York' }), STAMP);
    expect(event.start.toISOString()).toBe('2026-11-02T12:00:00.000Z');
    expect(writeCalendar({ timeZone: 'America/New_York', events: [event] })).toContain('DTSTART:20261102T120000Z');
    expect(event.description).toMatch(/07:00|7:00/);
  });

  it('says a waiting-list place as tentative, in the member\'s language', () => {
    const event = bookingEvent('fr', booking('2026-03-26T18:30', { state: 'queued', studioName: null }), STAMP);
    expect(event).toMatchObject({ status: 'TENTATIVE', location: 'Club République' });
    expect(event.description).toMatch(/^En liste d'attente/);
  });

  it('keeps the UID of a booking the same whatever changes around it', () => {
    expect(bookingEvent('en', booking('2026-03-26T18:30'), STAMP).uid).toBe(bookingUid(7, 42));
    expect(bookingEvent('fr', booking('2026-04-26T10:00'), new Date()).uid).toBe(bookingUid(7, 42));
  });
});

const plain = (over: Partial<IcsEvent> = {}): IcsEvent => ({
  uid: 'u-1@test', stamp: STAMP, start: new Date('2026-11-26T17:30:00.000Z'), end: new Date('2026-11-26T18:30:00.000Z'), summary: 'Yoga', ...over,
});

describe('writeCalendar: what the library must do for us', () => {
  it('folds every physical line within 75 octets, counting UTF-8, and never splits a character', () => {
    const summary = `${'é'.repeat(60)}${'🧘'.repeat(20)}`;
    const folded = writeCalendar({ timeZone: 'Europe/Paris', events: [plain({ summary })] });
    const physical = folded.slice(0, -2).split('\r\n');
    for (const part of physical) expect(octets(part)).toBeLessThanOrEqual(75);
    expect(physical.filter((part) => part.startsWith(' ')).length).toBeGreaterThan(0);
    // Unfolding (RFC 5545 §3.1: remove CRLF + one space) gives the line back, character for character.
    expect(folded.replace(/\r\n /g, '').split('\r\n')).toContain(`SUMMARY:${summary}`);
    expect(folded).not.toContain('\uFFFD');
  });

  it('escapes backslash, semicolon, comma and line breaks in TEXT values, the calendar name too', () => {
    const text = writeCalendar({ timeZone: 'Europe/Paris', name: 'Club A, B\nC', events: [plain({ description: 'a\\b;c,d\ne\r\nf' })] });
    const lines = text.replace(/\r\n /g, '').split('\r\n');
    expect(lines).toContain('DESCRIPTION:a\\\\b\\;c\\,d\\ne\\nf');
    expect(lines).toContain('X-WR-CALNAME:Club A\\, B\\nC');
  });

  it('writes UTC times with Z, a cancelled event as CANCELLED with its sequence, and ends with CRLF', () => {
    const text = writeCalendar({ timeZone: 'Europe/Paris', events: [plain({ status: 'CANCELLED', sequence: 3 })] });
    const lines = text.split('\r\n');
    expect(lines).toEqual(expect.arrayContaining([
      'DTSTAMP:20260320T090000Z', 'DTSTART:20261126T173000Z', 'DTEND:20261126T183000Z', 'STATUS:CANCELLED', 'SEQUENCE:3', 'TRANSP:OPAQUE',
    ]));
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });
});

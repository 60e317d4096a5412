// The iCalendar writer alone: folding at 75 octets with CRLF, TEXT escaping, UTC times (also across a
// change of time in the club's zone), and the booking event's fields in both languages.
import { describe, expect, it } from 'vitest';
import { parseDateTimeInZone } from '../time/zone';
import { bookingEvent, type CalendarBooking } from './booking-event';
import { bookingUid, escapeText, foldLine, utcDateTime, writeCalendar } from './ics';

const octets = (line: string) => new TextEncoder().encode(line).length;

describe('foldLine', () => {
  it('leaves a line of 75 octets alone and folds the 76th onto a line starting with a space', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
  });

  it('keeps every physical line within 75 octets, counting UTF-8, and never splits a character', () => {
    const line = `SUMMARY:${'é'.repeat(60)}${'🧘'.repeat(20)}`;
    const folded = foldLine(line);
    const physical = folded.split('\r\n');
    for (const part of physical) expect(octets(part)).toBeLessThanOrEqual(75);
    expect(physical.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    // Unfolding (RFC 5545 §3.1: remove CRLF + one space) gives the line back, character for character.
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(folded).not.toContain('\uFFFD');
  });
});

describe('escapeText', () => {
  it('escapes backslash, semicolon, comma and line breaks', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });
});

describe('utcDateTime', () => {
  it('writes the UTC form with Z and no separators', () => {
    expect(utcDateTime(new Date('2026-11-26T17:30:00.000Z'))).toBe('20261126T173000Z');
  });
});

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
    expect(lines.slice(0, 6)).toEqual([
      'BEGIN:VCALENDAR', 'VERSION:2.0', expect.stringMatching(/^PRODID:/), 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH', 'X-WR-TIMEZONE:Europe/Paris',
    ]);
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
    expect(utcDateTime(event.start)).toBe('20261102T120000Z');
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

// Our time-zone arithmetic (zone.ts, on Intl alone) checked against a maintained library,
// @date-fns/tz, over zones with every kind of offset (half and quarter hours, southern summers, a
// 30-minute DST, none) and every change of time from 2024 to 2030, plus random instants. If they ever
// disagree, one of them is wrong about a club's calendar.
import { TZDate, tzOffset, tzScan } from '@date-fns/tz';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateInZone, isoInZone, offsetMinutes, parseDateTimeInZone, shiftDaysInZone } from './zone';

const ZONES = [
  'Europe/Paris', 'Europe/London', 'Europe/Dublin', 'America/New_York', 'America/Sao_Paulo', 'America/Santiago', 'America/St_Johns',
  'Australia/Sydney', 'Australia/Lord_Howe', 'Asia/Kolkata', 'Asia/Kathmandu', 'Pacific/Chatham', 'Pacific/Kiritimati',
  'Africa/Casablanca', 'UTC',
];
const FROM = Date.UTC(2024, 0, 1);
const TO = Date.UTC(2031, 0, 1);
const pad = (n: number, size = 2) => String(n).padStart(size, '0');

/** The library's answers, written as ours are. */
const theirs = {
  date(instant: Date, zone: string): string {
    const local = new TZDate(instant.getTime(), zone);
    return `${pad(local.getFullYear(), 4)}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
  },
  iso(instant: Date, zone: string): string {
    // TZDate writes 2026-11-21T18:30:00.000+01:00; ours leaves the milliseconds out (whole seconds here).
    return new TZDate(instant.getTime(), zone).toISOString().replace(/\.\d{3}(?=[+-Z])/, '');
  },
  wall(date: string, time: string, zone: string): Date {
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    const [hh, mm] = time.split(':').map(Number) as [number, number];
    return new Date(new TZDate(y, m - 1, d, hh, mm, 0, zone).getTime());
  },
  shiftDays(instant: Date, days: number, zone: string): Date {
    const local = new TZDate(instant.getTime(), zone);
    local.setDate(local.getDate() + days);
    return new Date(local.getTime());
  },
};

/** Every change of time of a zone between 2024 and 2030 (none for UTC, Kolkata, Kiritimati...). */
const changes = ZONES.flatMap((zone) => tzScan(zone, { start: new Date(FROM), end: new Date(TO) }).map((change) => ({ zone, at: change.date })));

const atSeconds = (ms: number) => new Date(Math.floor(ms / 1000) * 1000);

describe('zone.ts agrees with @date-fns/tz', () => {
  it('finds the changes of time it is meant to cross', () => {
    expect(changes.filter((c) => c.zone === 'Europe/Paris')).toHaveLength(14);
    expect(changes.filter((c) => c.zone === 'Australia/Lord_Howe').length).toBeGreaterThanOrEqual(13);
    expect(changes.filter((c) => c.zone === 'Asia/Kolkata')).toHaveLength(0);
  });

  it('on offsets, local dates and ISO texts around every change of time, minute by minute', () => {
    for (const { zone, at } of changes) {
      for (let minutes = -26 * 60; minutes <= 26 * 60; minutes += 13) {
        const instant = new Date(at.getTime() + minutes * 60_000);
        expect(offsetMinutes(instant, zone), `${zone} ${instant.toISOString()}`).toBe(tzOffset(zone, instant));
        expect(dateInZone(instant, zone), `${zone} ${instant.toISOString()}`).toBe(theirs.date(instant, zone));
        expect(isoInZone(instant, zone), `${zone} ${instant.toISOString()}`).toBe(theirs.iso(instant, zone));
      }
    }
  });

  it('on the instant of a local time (start of day included) on every day of a change of time', () => {
    for (const { zone, at } of changes) {
      for (const day of [-1, 0, 1]) {
        const date = dateInZone(new Date(at.getTime() + day * 86_400_000), zone);
        expect(parseDateTimeInZone(date, zone)!.toISOString(), `${zone} ${date} midnight`).toBe(theirs.wall(date, '00:00', zone).toISOString());
        for (let minute = 0; minute < 24 * 60; minute += 15) {
          const time = `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;
          expect(parseDateTimeInZone(`${date}T${time}`, zone)!.toISOString(), `${zone} ${date}T${time}`)
            .toBe(theirs.wall(date, time, zone).toISOString());
        }
      }
    }
  });

  it('on adding local days across changes of time', () => {
    for (const { zone, at } of changes) {
      for (const hours of [-30, -3, -1, 1, 3, 30]) {
        const instant = new Date(at.getTime() + hours * 3_600_000);
        for (const days of [-7, -1, 1, 7, 200]) {
          expect(shiftDaysInZone(instant, days, zone).toISOString(), `${zone} ${instant.toISOString()} ${days}`)
            .toBe(theirs.shiftDays(instant, days, zone).toISOString());
        }
      }
    }
  });

  it('on random instants, zones and day counts', () => {
    fc.assert(fc.property(
      fc.constantFrom(...ZONES), fc.integer({ min: FROM, max: TO }), fc.integer({ min: -800, max: 800 }),
      (zone, ms, days) => {
        const instant = atSeconds(ms);
        expect(offsetMinutes(instant, zone)).toBe(tzOffset(zone, instant));
        expect(dateInZone(instant, zone)).toBe(theirs.date(instant, zone));
        expect(isoInZone(instant, zone)).toBe(theirs.iso(instant, zone));
        expect(shiftDaysInZone(instant, days, zone).toISOString()).toBe(theirs.shiftDays(instant, days, zone).toISOString());
        const [date, time] = isoInZone(instant, zone).split('T') as [string, string];
        expect(parseDateTimeInZone(`${date}T${time.slice(0, 5)}`, zone)!.toISOString()).toBe(theirs.wall(date, time.slice(0, 5), zone).toISOString());
      },
    ), { numRuns: 5000, seed: 20_240_101 });
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalTimeZone, dateInZone, isValidTimeZone, parseDateTimeInZone } from './zone';

describe('dateInZone', () => {
  it('gives the calendar date in the club\'s zone, not in UTC', () => {
    const lateEvening = new Date('2026-11-21T23:30:00Z');
    expect(dateInZone(lateEvening, 'UTC')).toBe('2026-11-21');
    expect(dateInZone(lateEvening, 'Europe/Paris')).toBe('2026-11-22');
    expect(dateInZone(lateEvening, 'America/New_York')).toBe('2026-11-21');
    expect(dateInZone(new Date('2026-01-01T04:59:00Z'), 'America/New_York')).toBe('2025-12-31');
    expect(dateInZone(new Date('2026-01-01T10:00:00Z'), 'Pacific/Kiritimati')).toBe('2026-01-02');
  });

  it('follows daylight saving changes', () => {
    expect(dateInZone(new Date('2026-03-28T23:30:00Z'), 'Europe/Paris')).toBe('2026-03-29');
    expect(dateInZone(new Date('2026-03-29T21:59:00Z'), 'Europe/Paris')).toBe('2026-03-29');
    expect(dateInZone(new Date('2026-03-29T22:00:00Z'), 'Europe/Paris')).toBe('2026-03-30');
    expect(dateInZone(new Date('2026-10-25T22:59:00Z'), 'Europe/Paris')).toBe('2026-10-25');
    expect(dateInZone(new Date('2026-10-25T23:00:00Z'), 'Europe/Paris')).toBe('2026-10-26');
  });

  it('always answers YYYY-MM-DD within a day of the UTC date', () => {
    const zones = ['UTC', 'Europe/Paris', 'America/Los_Angeles', 'Asia/Tokyo', 'Pacific/Kiritimati', 'Pacific/Pago_Pago'];
    fc.assert(fc.property(fc.date({ min: new Date('1970-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }), fc.constantFrom(...zones), (instant, zone) => {
      const local = dateInZone(instant, zone);
      expect(local).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const days = (Date.parse(`${local}T00:00:00Z`) - Date.parse(`${instant.toISOString().slice(0, 10)}T00:00:00Z`)) / 86_400_000;
      expect([-1, 0, 1]).toContain(days);
    }));
  });

  it('agrees with the runtime\'s own calendar, asked twice (the second answer comes from the remembered offset)', () => {
    const zones = ['Europe/Paris', 'America/St_Johns', 'Asia/Kathmandu', 'Australia/Lord_Howe', 'America/Sao_Paulo'];
    fc.assert(fc.property(fc.date({ min: new Date('1980-01-01'), max: new Date('2060-01-01'), noInvalidDate: true }), fc.constantFrom(...zones), (instant, zone) => {
      const runtime = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
      expect(dateInZone(instant, zone)).toBe(runtime);
      expect(dateInZone(instant, zone)).toBe(runtime);
    }), { numRuns: 500 });
  });
});

describe('isValidTimeZone', () => {
  it.each(['Europe/Paris', 'America/New_York', 'UTC', 'Asia/Kolkata'])('knows %s', (zone) => {
    expect(isValidTimeZone(zone)).toBe(true);
  });

  it.each(['', 'Mars/Olympus_Mons', 'Europe/Pariss', 'x'.repeat(1000), 'Europe/Paris\u0000'])('refuses %j', (zone) => {
    expect(isValidTimeZone(zone)).toBe(false);
  });
});

describe('canonicalTimeZone', () => {
  it('spells a zone given in any case the way the runtime does', () => {
    expect(canonicalTimeZone('europe/paris')).toBe('Europe/Paris');
    expect(canonicalTimeZone('AMERICA/NEW_YORK')).toBe('America/New_York');
    expect(canonicalTimeZone('Europe/Paris')).toBe('Europe/Paris');
  });
});

describe('parseDateTimeInZone', () => {
  it('reads a wall time in the zone, and an offset or Z as given', () => {
    expect(parseDateTimeInZone('2026-11-21T18:30', 'Europe/Paris')?.toISOString()).toBe('2026-11-21T17:30:00.000Z');
    expect(parseDateTimeInZone('2026-07-01 18:30:00', 'Europe/Paris')?.toISOString()).toBe('2026-07-01T16:30:00.000Z');
    expect(parseDateTimeInZone('2026-11-21', 'America/New_York')?.toISOString()).toBe('2026-11-21T05:00:00.000Z');
    expect(parseDateTimeInZone('2026-11-21T18:30:00+0100', 'America/New_York')?.toISOString()).toBe('2026-11-21T17:30:00.000Z');
    expect(parseDateTimeInZone('2026-11-21T18:30:00Z', 'Europe/Paris')?.toISOString()).toBe('2026-11-21T18:30:00.000Z');
  });

  it('refuses a day or a time that does not exist, rather than rolling it over', () => {
    for (const value of ['2026-02-30', '2026-02-29T10:00', '2026-04-31T10:00Z', '2026-13-01', '2026-01-01T24:00', '2026-01-01T10:60', 'tomorrow']) {
      expect(parseDateTimeInZone(value, 'Europe/Paris')).toBeNull();
    }
    expect(parseDateTimeInZone('2028-02-29T10:00', 'Europe/Paris')?.toISOString()).toBe('2028-02-29T09:00:00.000Z');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, addMonths } from './calendar';
import { addDuration, isDuration, parseDuration, scaleDuration } from './duration';

const dateArb = fc.date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2090-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('ISO durations', () => {
  it('read years, months, weeks and days, and nothing else', () => {
    expect(parseDuration('P1M')).toEqual({ months: 1, days: 0 });
    expect(parseDuration('P4W')).toEqual({ months: 0, days: 28 });
    expect(parseDuration('P0W')).toEqual({ months: 0, days: 0 });
    expect(parseDuration('P1Y6M2W3D')).toEqual({ months: 18, days: 17 });
    expect(parseDuration('P52W')).toEqual({ months: 0, days: 364 });
    for (const bad of ['P', '', 'PT1H', 'P1H', '-P1M', 'P1.5M', 'p1m', 'P1M1Y', '1M', 'P1MT']) expect(isDuration(bad), bad).toBe(false);
  });

  it('add months clamped to the month end, then days', () => {
    expect(addDuration('2026-01-31', parseDuration('P1M')!)).toBe('2026-02-28');
    expect(addDuration('2026-01-31', parseDuration('P1M1D')!)).toBe('2026-03-01');
    expect(addDuration('2026-11-02', parseDuration('P4W')!)).toBe('2026-11-30');
    expect(addDuration('2028-02-29', parseDuration('P1Y')!)).toBe('2029-02-28');
  });

  it('scaling months adds them at once: n × P1M from a date is addMonths(date, n)', () => {
    fc.assert(fc.property(dateArb, fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 60 }), (date, n, w) => {
      expect(addDuration(date, scaleDuration(parseDuration('P1M')!, n))).toBe(addMonths(date, n));
      expect(addDuration(date, scaleDuration(parseDuration('P1W')!, w))).toBe(addDays(date, 7 * w));
    }));
  });
});

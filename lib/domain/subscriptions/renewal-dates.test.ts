import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '../../time/calendar';
import { cancellationDates, earliestCancellationDate, renewalDate, renewalDatesFrom, rhythms, type Rhythm } from './renewal-dates';

const dateArb = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2060-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const rhythmArb = fc.constantFrom<Rhythm>(...rhythms);

describe('renewal dates', () => {
  it('end each billing period the day before the next one starts', () => {
    expect(renewalDate('2026-01-15', 'monthly', 1)).toBe('2026-02-14');
    expect(renewalDate('2026-01-31', 'monthly', 1)).toBe('2026-02-27');
    expect(renewalDate('2028-01-31', 'monthly', 1)).toBe('2028-02-28');
    expect(renewalDate('2026-01-31', 'monthly', 2)).toBe('2026-03-30');
    expect(renewalDate('2028-02-29', 'monthly', 12)).toBe('2029-02-27');
    expect(renewalDate('2026-11-02', 'week1', 1)).toBe('2026-11-08');
    expect(renewalDate('2026-11-02', 'week4', 2)).toBe('2026-12-27');
  });

  it('are strictly increasing, and renewalDatesFrom gives the first ones on or after a date, none skipped', () => {
    fc.assert(fc.property(dateArb, rhythmArb, fc.integer({ min: 0, max: 4000 }), (start, rhythm, offset) => {
      const from = addDays(start, offset);
      const dates = renewalDatesFrom(start, rhythm, from, 12);
      expect(dates).toHaveLength(12);
      expect(dates[0]! >= from).toBe(true);
      for (let i = 1; i < dates.length; i += 1) expect(dates[i]! > dates[i - 1]!).toBe(true);
      const previous = addDays(dates[0]!, -1);
      const before = renewalDatesFrom(start, rhythm, start, 2000).filter((d) => d >= from).slice(0, 12);
      expect(dates).toEqual(before);
      expect(previous < from || !before.includes(previous)).toBe(true);
    }), { numRuns: 200 });
  });

  it('weekly rhythms renew every 7 or 28 days exactly', () => {
    fc.assert(fc.property(dateArb, fc.constantFrom<Rhythm>('week1', 'week4'), (start, rhythm) => {
      const dates = renewalDatesFrom(start, rhythm, start, 5);
      const step = rhythm === 'week1' ? 7 : 28;
      for (let i = 1; i < dates.length; i += 1) expect(daysBetween(dates[i - 1]!, dates[i]!)).toBe(step);
    }));
  });
});

describe('cancellation dates', () => {
  const rules = { startDate: '2026-01-10', rhythm: 'monthly' as const, engagedThrough: '2026-07-09', receptionDate: '2026-11-21',
    noticePeriodDays: 30, minimumDelayDays: 0 };

  it('start at the latest of notice, minimum delay and commitment end', () => {
    expect(earliestCancellationDate(rules)).toBe('2026-12-21');
    expect(earliestCancellationDate({ ...rules, minimumDelayDays: 45 })).toBe('2027-01-05');
    expect(earliestCancellationDate({ ...rules, engagedThrough: '2027-06-09' })).toBe('2027-06-09');
  });

  it('restricted: the next 12 renewal dates; unrestricted: every day through the 12th', () => {
    const restricted = cancellationDates(rules, true);
    expect(restricted.slice(0, 3)).toEqual(['2027-01-09', '2027-02-09', '2027-03-09']);
    expect(restricted).toHaveLength(12);
    const every = cancellationDates(rules, false);
    expect(every[0]).toBe('2026-12-21');
    expect(every.at(-1)).toBe(restricted.at(-1));
    expect(every).toHaveLength(daysBetween('2026-12-21', restricted.at(-1)!) + 1);
  });

  it('never offer a date before the earliest allowed one, whatever the rules', () => {
    fc.assert(fc.property(dateArb, rhythmArb, fc.integer({ min: 0, max: 800 }), fc.integer({ min: 0, max: 120 }), fc.integer({ min: 0, max: 120 }),
      (start, rhythm, receptionOffset, notice, delay) => {
        const r = { startDate: start, rhythm, engagedThrough: null, receptionDate: addDays(start, receptionOffset), noticePeriodDays: notice, minimumDelayDays: delay };
        const earliest = earliestCancellationDate(r);
        for (const date of cancellationDates(r, true)) expect(date >= earliest).toBe(true);
      }), { numRuns: 200 });
  });
});

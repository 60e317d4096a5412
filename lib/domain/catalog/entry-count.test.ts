import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDuration } from '../../time/duration';
import { rhythms } from '../subscriptions/renewal-dates';
import { entriesPerPeriod } from './entry-count';

const count = (interval: string, rhythm: (typeof rhythms)[number]) => entriesPerPeriod(parseDuration(interval)!, rhythm);

describe('entries per billing period (rule 4)', () => {
  it('counts the intervals the contract names', () => {
    expect(count('P1W', 'week1')).toBe(1);
    expect(count('P1W', 'week4')).toBe(4);
    expect(count('P2W', 'week4')).toBe(2);
    expect(count('P4W', 'week4')).toBe(1);
    expect(count('P7D', 'week4')).toBe(4);
    expect(count('P1M', 'monthly')).toBe(1);
  });

  it('refuses an interval that does not divide the period', () => {
    for (const [interval, rhythm] of [['P2W', 'week1'], ['P4W', 'week1'], ['P3W', 'week4'], ['P8W', 'week4'], ['P4D', 'week4'],
      ['P1M', 'week4'], ['P1W', 'monthly'], ['P4W', 'monthly'], ['P2M', 'monthly'], ['P1Y', 'monthly'], ['P0W', 'week1'], ['P0M', 'monthly']] as const) {
      expect(count(interval, rhythm), `${interval} in ${rhythm}`).toBeNull();
    }
  });

  it('times the interval, a count fills the period exactly', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 60 }), fc.constantFrom(...rhythms), (months, days, rhythm) => {
      const n = entriesPerPeriod({ months, days }, rhythm);
      if (n === null) return;
      const period = rhythm === 'monthly' ? { months: 1, days: 0 } : { months: 0, days: rhythm === 'week1' ? 7 : 28 };
      expect({ months: months * n, days: days * n }).toEqual(period);
    }));
  });
});

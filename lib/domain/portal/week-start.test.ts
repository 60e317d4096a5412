import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../time/calendar';
import { mondayOf, weekDays } from './week-start';

describe('mondayOf', () => {
  it('is the date itself on a Monday, and the Monday before on every other day', () => {
    expect(mondayOf('2026-11-23')).toBe('2026-11-23'); // a Monday
    expect(mondayOf('2026-11-25')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23'); // Sunday ends the week
    expect(mondayOf('2026-11-30')).toBe('2026-11-30');
    expect(mondayOf('2027-01-01')).toBe('2026-12-28'); // across a year
  });

  it('is always a Monday at most six days before, for any date', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 60_000 }), (offset) => {
      const date = addDays('1970-01-01', offset);
      const monday = mondayOf(date);
      const gap = (Date.parse(`${date}T00:00:00Z`) - Date.parse(`${monday}T00:00:00Z`)) / 86_400_000;
      expect(new Date(`${monday}T00:00:00Z`).getUTCDay()).toBe(1);
      expect(gap).toBeGreaterThanOrEqual(0);
      expect(gap).toBeLessThanOrEqual(6);
    }));
  });
});

describe('weekDays', () => {
  it('lists Monday to Sunday', () => {
    expect(weekDays('2026-12-28')).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03']);
  });
});

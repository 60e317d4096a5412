import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, addMonths, daysBetween, isCalendarDate } from './calendar';

const dateArb = fc.date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2090-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('calendar arithmetic', () => {
  it('clamps month ends and knows leap years', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2028-02-29', 12)).toBe('2029-02-28');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2026-11-15', 2)).toBe('2027-01-15');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(isCalendarDate('2024-02-29')).toBe(true);
  });

  it('adding then removing days is the identity, and daysBetween measures it', () => {
    fc.assert(fc.property(dateArb, fc.integer({ min: -5000, max: 5000 }), (date, n) => {
      expect(addDays(addDays(date, n), -n)).toBe(date);
      expect(daysBetween(date, addDays(date, n))).toBe(n);
    }));
  });

  it('adding months keeps the day when the month has it, else lands on the month\'s last day', () => {
    fc.assert(fc.property(dateArb, fc.integer({ min: -240, max: 240 }), (date, n) => {
      const result = addMonths(date, n);
      expect(isCalendarDate(result)).toBe(true);
      const day = Number(date.slice(8));
      const resultDay = Number(result.slice(8));
      expect(resultDay === day || (resultDay < day && addDays(result, 1).slice(8) === '01')).toBe(true);
    }));
  });
});

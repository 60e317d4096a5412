import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '../../time/calendar';
import { allowedDebitDays } from './allowed-debit-days';
import { dayOfWeek, firstDebitDate, nextMonthDay, nextWeekDay } from './debit-date';

const dateArb = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2060-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('debit dates', () => {
  it('know the day of the week (0 = Sunday, 6 = Saturday)', () => {
    expect(dayOfWeek('2026-03-08')).toBe(0);
    expect(dayOfWeek('2026-03-14')).toBe(6);
    expect(dayOfWeek('1969-12-31')).toBe(3);
  });

  it('find the next day of the month, this month or the next, across years', () => {
    expect(nextMonthDay('2026-03-10', 15)).toBe('2026-03-15');
    expect(nextMonthDay('2026-03-10', 10)).toBe('2026-03-10');
    expect(nextMonthDay('2026-03-10', 5)).toBe('2026-04-05');
    expect(nextMonthDay('2026-12-31', 28)).toBe('2027-01-28');
    expect(nextWeekDay('2026-03-10', 6)).toBe('2026-03-14');
    expect(firstDebitDate('2026-03-10', null)).toBe('2026-03-10');
  });

  it('is the first such date: on or after, on the day, less than a month or a week ahead', () => {
    fc.assert(fc.property(dateArb, fc.integer({ min: 1, max: 28 }), fc.integer({ min: 0, max: 6 }), (from, day, weekDay) => {
      const monthly = firstDebitDate(from, { debitDay: day });
      expect(monthly >= from && Number(monthly.slice(8)) === day && daysBetween(from, monthly) < 31).toBe(true);
      for (let d = from; d < monthly; d = addDays(d, 1)) expect(Number(d.slice(8))).not.toBe(day);
      const weekly = firstDebitDate(from, { debitWeekDay: weekDay });
      expect(dayOfWeek(weekly)).toBe(weekDay);
      expect(daysBetween(from, weekly)).toBeGreaterThanOrEqual(0);
      expect(daysBetween(from, weekly)).toBeLessThan(7);
    }));
  });
});

describe('allowed debit days', () => {
  it('gives one date per club debit day, earliest first', () => {
    expect(allowedDebitDays([5, 15], '2026-03-10')).toEqual([{ debitDay: 15, date: '2026-03-15' }, { debitDay: 5, date: '2026-04-05' }]);
    expect(allowedDebitDays([10, 5, 10], '2026-03-10')).toEqual([{ debitDay: 10, date: '2026-03-10' }, { debitDay: 5, date: '2026-04-05' }]);
    expect(allowedDebitDays([], '2026-03-10')).toEqual([]);
  });
});

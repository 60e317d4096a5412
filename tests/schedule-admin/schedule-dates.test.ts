// The calendar rules of the staff schedule pages: weeks run Monday to Sunday, and a weekly class
// described by weekday and first and last days becomes a first class and a number of weeks.
import { describe, expect, it } from 'vitest';
import { isoWeekday, mondayOf, requestedWeek, daysOfWeek } from '../../app/[clientToken]/admin/schedule/week';
import { weeklySeries } from '../../app/[clientToken]/admin/schedule/new/weekly-series';

describe('weeks', () => {
  it('start on Monday, whatever day names them, across months and years', () => {
    expect(isoWeekday('2026-11-16')).toBe(1);
    expect(isoWeekday('2026-11-22')).toBe(7);
    expect(mondayOf('2026-11-22')).toBe('2026-11-16');
    expect(mondayOf('2026-11-16')).toBe('2026-11-16');
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
    expect(daysOfWeek('2026-12-28')).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03']);
  });

  it('come from the URL when it names a real date, else from today', () => {
    expect(requestedWeek('2026-03-04', '2026-11-21')).toBe('2026-03-02');
    expect(requestedWeek(undefined, '2026-11-21')).toBe('2026-11-16');
    expect(requestedWeek('2026-02-30', '2026-11-21')).toBe('2026-11-16');
    expect(requestedWeek('next week', '2026-11-21')).toBe('2026-11-16');
  });
});

describe('weeklySeries', () => {
  it('starts on the first such weekday on or after the first day and counts the weeks through the last', () => {
    expect(weeklySeries(2, '2026-03-03', '2026-04-28')).toEqual({ first: '2026-03-03', weeks: 9 });
    expect(weeklySeries(2, '2026-03-04', '2026-04-28')).toEqual({ first: '2026-03-10', weeks: 8 });
    expect(weeklySeries(1, '2026-03-04', '2026-03-15')).toEqual({ first: '2026-03-09', weeks: 1 });
    expect(weeklySeries(7, '2026-12-28', '2027-01-10')).toEqual({ first: '2027-01-03', weeks: 2 });
  });

  it('counts a last day that is the weekday itself, and none when the weekday does not fall between', () => {
    expect(weeklySeries(4, '2026-03-05', '2026-03-05')).toEqual({ first: '2026-03-05', weeks: 1 });
    expect(weeklySeries(5, '2026-03-02', '2026-03-05')).toEqual({ first: '2026-03-06', weeks: 0 });
    expect(weeklySeries(3, '2026-01-07', '2026-12-30').weeks).toBe(52);
    expect(weeklySeries(3, '2026-01-07', '2027-01-06').weeks).toBe(53);
  });
});

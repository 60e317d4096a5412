import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '../../time/calendar';
import { addDuration } from '../../time/duration';
import { billingPeriod, periodBounds } from './billing-period';
import { dateArb, entry, occurrenceArb, recurrenceArb, rhythmArb, scheduleArb } from './catalog-arbitraries';
import { periodInstallments } from './debit-schedule';
import { amountPerPeriod, compileSchedule, installmentAt, occurrencesEnd } from './installment';

/** The installments of the first `n` billing periods. */
function firstPeriods(schedule: Parameters<typeof compileSchedule>[0], rhythm: Parameters<typeof compileSchedule>[1], start: string, n: number) {
  const compiled = compileSchedule(schedule, rhythm);
  return Array.from({ length: n }, (_, k) => installmentAt(compiled, start, periodBounds(start, rhythm, k).periodStart));
}

describe('billing periods', () => {
  it('run from start + k·P through the day before the next', () => {
    expect(periodBounds('2026-01-31', 'monthly', 1)).toEqual({ periodStart: '2026-02-28', periodEnd: '2026-03-30' });
    expect(periodBounds('2026-03-10', 'week4', 0)).toEqual({ periodStart: '2026-03-10', periodEnd: '2026-04-06' });
    expect(periodBounds('2026-03-10', 'week1', 2)).toEqual({ periodStart: '2026-03-24', periodEnd: '2026-03-30' });
  });

  it('tile the calendar: each period starts the day after the previous one ends', () => {
    fc.assert(fc.property(dateArb, rhythmArb, fc.integer({ min: 0, max: 200 }), (start, rhythm, k) => {
      const a = periodBounds(start, rhythm, k);
      const b = periodBounds(start, rhythm, k + 1);
      expect(addDays(a.periodEnd, 1)).toBe(b.periodStart);
      expect(a.periodEnd >= a.periodStart).toBe(true);
    }));
  });
});

describe('installments (rules 3 and 4)', () => {
  it('count each entry P ÷ interval times, and add the entries active at the period start', () => {
    expect(amountPerPeriod(entry('P1W', 500), 'week4')).toBe(2000);
    const promo = { occurrences: [entry('P1M', 1990, { offset: 'P3M' })], recurrences: [entry('P1M', 2990)] };
    expect(firstPeriods(promo, 'monthly', '2026-01-31', 5)).toEqual([1990, 1990, 1990, 2990, 2990]);
    const stacked = { occurrences: [entry('P1W', 500, { loop: 8 }), entry('P4W', 1000, { offset: 'P4W' })], recurrences: [entry('P2W', 1500)] };
    expect(firstPeriods(stacked, 'week4', '2026-03-10', 4)).toEqual([3000, 2000, 3000, 3000]);
  });

  it('over a year, a recurring offer costs its per-period amount times the number of periods', () => {
    fc.assert(fc.property(dateArb, rhythmArb, fc.array(recurrenceArb('monthly'), { minLength: 1, maxLength: 3 }), (start, rhythm, monthlyEntries) => {
      const recurrences = rhythm === 'monthly' ? monthlyEntries : monthlyEntries.map((e) => ({ ...e, interval: 'P1W' }));
      const compiled = compileSchedule({ occurrences: [], recurrences }, rhythm);
      const perPeriod = recurrences.reduce((sum, e) => sum + amountPerPeriod(e, rhythm), 0);
      const yearEnd = addDuration(start, { months: 12, days: 0 });
      let sum = 0;
      let periods = 0;
      for (const period of periodInstallments(compiled, start)) {
        if (period.periodStart >= yearEnd) break;
        sum += period.amountTI;
        periods += 1;
      }
      const periodDays = billingPeriod(rhythm).days;
      expect(periods).toBe(rhythm === 'monthly' ? 12 : Math.ceil(daysBetween(start, yearEnd) / periodDays));
      expect(sum).toBe(perPeriod * periods);
    }), { numRuns: 300 });
  });

  it('adding a recurrence adds its amount to every period once the occurrences have ended, and nowhere else', () => {
    fc.assert(fc.property(dateArb, rhythmArb.chain((rhythm) => fc.tuple(fc.constant(rhythm), scheduleArb(rhythm), recurrenceArb(rhythm))),
      (start, [rhythm, schedule, added]) => {
        const before = firstPeriods(schedule, rhythm, start, 30);
        const after = firstPeriods({ ...schedule, recurrences: [...schedule.recurrences, added] }, rhythm, start, 30);
        const takeOver = occurrencesEnd(compileSchedule(schedule, rhythm), start);
        after.forEach((amount, k) => {
          const covered = periodBounds(start, rhythm, k).periodStart >= takeOver;
          expect(amount - before[k]!).toBe(covered ? amountPerPeriod(added, rhythm) : 0);
        });
      }), { numRuns: 300 });
  });

  it('adding an occurrence that ends no later than the others adds its amount to every period it covers, and nowhere else', () => {
    fc.assert(fc.property(dateArb, rhythmArb.chain((rhythm) => fc.tuple(fc.constant(rhythm), scheduleArb(rhythm), occurrenceArb(rhythm))),
      (start, [rhythm, schedule, added]) => {
        const withAdded = { ...schedule, occurrences: [...schedule.occurrences, added] };
        const compiled = compileSchedule(withAdded, rhythm);
        const spanOfAdded = compiled.occurrences.at(-1)!.span;
        // An occurrence that outlasts the others would also delay the recurrences: the next property's case.
        fc.pre(schedule.recurrences.length === 0 || addDuration(start, spanOfAdded) <= occurrencesEnd(compileSchedule(schedule, rhythm), start));
        const before = firstPeriods(schedule, rhythm, start, 30);
        const after = firstPeriods(withAdded, rhythm, start, 30);
        after.forEach((amount, k) => {
          const covered = periodBounds(start, rhythm, k).periodStart < addDuration(start, spanOfAdded);
          expect(amount - before[k]!).toBe(covered ? amountPerPeriod(added, rhythm) : 0);
        });
      }), { numRuns: 300 });
  });

  it('an occurrence that outlasts the others holds the recurrences back until it ends', () => {
    const schedule = { occurrences: [entry('P1M', 1000, { loop: 2 })], recurrences: [entry('P1M', 3000)] };
    const longer = { ...schedule, occurrences: [...schedule.occurrences, entry('P1M', 500, { loop: 4 })] };
    expect(firstPeriods(schedule, 'monthly', '2026-01-15', 5)).toEqual([1000, 1000, 3000, 3000, 3000]);
    expect(firstPeriods(longer, 'monthly', '2026-01-15', 5)).toEqual([1500, 1500, 500, 500, 3000]);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../time/calendar';
import { dateArb, entry, rhythmArb, scheduleArb, wholeOccurrenceArb } from './catalog-arbitraries';
import { dayOfWeek } from './debit-date';
import { debitSchedule, prorate, type SchedulableOffer } from './debit-schedule';
import { firstInstallmentTI, totalPriceTI } from './total-price';

const monthlyPromo: SchedulableOffer = {
  registrationFeeTI: 4900, priceTI: 0, isFirstMonthPayed: false, rhythmBilling: 'monthly', isProrated: false,
  repaymentSchedule: { occurrences: [entry('P1M', 1990, { offset: 'P3M' })], recurrences: [entry('P1M', 2990)] },
};

describe('totalPriceTI (rule 6)', () => {
  it('is the registration fee, the one-off price and, when paid up front, the first installment', () => {
    expect(totalPriceTI(monthlyPromo)).toBe(4900);
    expect(totalPriceTI({ ...monthlyPromo, isFirstMonthPayed: true })).toBe(4900 + 1990);
    expect(totalPriceTI({ registrationFeeTI: 0, priceTI: 1500, isFirstMonthPayed: false, rhythmBilling: null, repaymentSchedule: { occurrences: [], recurrences: [] } })).toBe(1500);
    expect(firstInstallmentTI({ rhythmBilling: 'week4', repaymentSchedule: { occurrences: [], recurrences: [entry('P1W', 700)] } })).toBe(2800);
  });
});

describe('debit schedule', () => {
  it('debits each period on the first debit day on or after its start, 12 of them', () => {
    const { immediateTI, debits } = debitSchedule(monthlyPromo, '2026-03-10', { debitDay: 5 });
    expect(immediateTI).toBe(4900);
    expect(debits).toHaveLength(12);
    expect(debits.slice(0, 4)).toEqual([
      { date: '2026-04-05', amountTI: 1990, periodStart: '2026-03-10', periodEnd: '2026-04-09' },
      { date: '2026-05-05', amountTI: 1990, periodStart: '2026-04-10', periodEnd: '2026-05-09' },
      { date: '2026-06-05', amountTI: 1990, periodStart: '2026-05-10', periodEnd: '2026-06-09' },
      { date: '2026-07-05', amountTI: 2990, periodStart: '2026-06-10', periodEnd: '2026-07-09' },
    ]);
    expect(debits.at(-1)).toEqual({ date: '2027-03-05', amountTI: 2990, periodStart: '2027-02-10', periodEnd: '2027-03-09' });
  });

  it('with isFirstMonthPayed, takes period 0 in the immediate amount and debits from period 1', () => {
    const { immediateTI, debits } = debitSchedule({ ...monthlyPromo, isFirstMonthPayed: true }, '2026-03-10', { debitDay: 15 });
    expect(immediateTI).toBe(6890);
    expect(debits[0]).toEqual({ date: '2026-04-15', amountTI: 1990, periodStart: '2026-04-10', periodEnd: '2026-05-09' });
    expect(debits.map((d) => d.amountTI).slice(0, 3)).toEqual([1990, 1990, 2990]);
    expect(debits).toHaveLength(12);
  });

  it('without a chosen day, debits each period on its first day', () => {
    const { debits } = debitSchedule(monthlyPromo, '2026-03-10', null);
    expect(debits[1]).toEqual({ date: '2026-04-10', amountTI: 1990, periodStart: '2026-04-10', periodEnd: '2026-05-09' });
  });

  it('uses the day of the week for week rhythms (6 = Saturday)', () => {
    const weekly: SchedulableOffer = { ...monthlyPromo, rhythmBilling: 'week1', repaymentSchedule: { occurrences: [], recurrences: [entry('P1W', 990)] } };
    const { debits } = debitSchedule(weekly, '2026-03-10', { debitWeekDay: 6 });
    expect(debits.slice(0, 2)).toEqual([
      { date: '2026-03-14', amountTI: 990, periodStart: '2026-03-10', periodEnd: '2026-03-16' },
      { date: '2026-03-21', amountTI: 990, periodStart: '2026-03-17', periodEnd: '2026-03-23' },
    ]);
  });

  it('stops a fixed-term offer with its occurrences, and a one-off offer has no debit', () => {
    const sixMonths: SchedulableOffer = { ...monthlyPromo, repaymentSchedule: { occurrences: [entry('P1M', 3500, { loop: 6 })], recurrences: [] } };
    expect(debitSchedule(sixMonths, '2026-01-31', { debitDay: 5 }).debits.map((d) => [d.date, d.amountTI])).toEqual([
      ['2026-02-05', 3500], ['2026-03-05', 3500], ['2026-04-05', 3500], ['2026-05-05', 3500], ['2026-06-05', 3500], ['2026-07-05', 3500],
    ]);
    const oneOff: SchedulableOffer = { ...monthlyPromo, rhythmBilling: null, priceTI: 1200, repaymentSchedule: { occurrences: [], recurrences: [] } };
    expect(debitSchedule(oneOff, '2026-01-31', { debitDay: 5 })).toEqual({ immediateTI: 6100, debits: [] });
  });

  it('isProrated: a first period cut to the first debit day, for its share of an installment, then full periods from that day', () => {
    const { debits } = debitSchedule({ ...monthlyPromo, isProrated: true }, '2026-03-10', { debitDay: 5 });
    // 26 of the 31 days from 2026-03-10 to 2026-04-10: 1990 × 26 / 31 = 1669.03.
    expect(debits[0]).toEqual({ date: '2026-04-05', amountTI: 1669, periodStart: '2026-03-10', periodEnd: '2026-04-04' });
    expect(debits[1]).toEqual({ date: '2026-04-05', amountTI: 1990, periodStart: '2026-04-05', periodEnd: '2026-05-04' });
    expect(debits.map((d) => d.amountTI).slice(1, 5)).toEqual([1990, 1990, 1990, 2990]);
    expect(debits).toHaveLength(12);
    // Nothing to cut on a debit day, when the first period is paid up front, or for a fixed-term offer.
    expect(debitSchedule({ ...monthlyPromo, isProrated: true }, '2026-03-05', { debitDay: 5 }).debits[0]!.periodEnd).toBe('2026-04-04');
    expect(debitSchedule({ ...monthlyPromo, isProrated: true, isFirstMonthPayed: true }, '2026-03-10', { debitDay: 5 }).debits[0]!.periodStart).toBe('2026-04-10');
    const fixed = { ...monthlyPromo, isProrated: true, repaymentSchedule: { occurrences: [entry('P1M', 3500, { loop: 2 })], recurrences: [] } };
    expect(debitSchedule(fixed, '2026-03-10', { debitDay: 5 }).debits.map((d) => d.amountTI)).toEqual([3500, 3500]);
  });

  it('prorates to the nearest cent, halves up', () => {
    expect(prorate(1000, 1, 3)).toBe(333);
    expect(prorate(1000, 2, 3)).toBe(667);
    expect(prorate(1, 1, 2)).toBe(1);
    expect(prorate(2990, 31, 31)).toBe(2990);
  });

  it('a fixed-term offer has exactly its occurrences\' debits', () => {
    fc.assert(fc.property(dateArb, fc.integer({ min: 1, max: 28 }), fc.boolean(),
      rhythmArb.chain((rhythm) => fc.tuple(fc.constant(rhythm), fc.array(wholeOccurrenceArb(rhythm, 12), { minLength: 1, maxLength: 3 }))),
      (start, day, firstPaid, [rhythm, occurrences]) => {
        const offer: SchedulableOffer = {
          registrationFeeTI: 0, priceTI: 0, isFirstMonthPayed: firstPaid, rhythmBilling: rhythm, isProrated: true,
          repaymentSchedule: { occurrences: occurrences.map((o) => o.entry), recurrences: [] },
        };
        const choice = rhythm === 'monthly' ? { debitDay: day } : { debitWeekDay: day % 7 };
        const { immediateTI, debits } = debitSchedule(offer, start, choice);
        const periods = Math.max(...occurrences.map((o) => o.periods));
        expect(debits).toHaveLength(periods - (firstPaid ? 1 : 0));
        const paid = debits.reduce((sum, d) => sum + d.amountTI, 0) + immediateTI;
        // Each occurrence's price, once per interval it lasts (its loop).
        expect(paid).toBe(occurrences.reduce((sum, o) => sum + o.entry.priceTI * o.entry.loop, 0));
      }), { numRuns: 300 });
  });

  it('lists at most 12 debits, of contiguous periods, each on a chosen day within its period\'s reach', () => {
    fc.assert(fc.property(dateArb, fc.integer({ min: 1, max: 28 }), fc.boolean(), fc.boolean(),
      rhythmArb.chain((rhythm) => fc.tuple(fc.constant(rhythm), scheduleArb(rhythm))),
      (start, day, firstPaid, prorated, [rhythm, schedule]) => {
        fc.pre(schedule.occurrences.length + schedule.recurrences.length > 0);
        const offer: SchedulableOffer = { registrationFeeTI: 0, priceTI: 0, isFirstMonthPayed: firstPaid, rhythmBilling: rhythm, isProrated: prorated, repaymentSchedule: schedule };
        const choice = rhythm === 'monthly' ? { debitDay: day } : { debitWeekDay: day % 7 };
        const { debits } = debitSchedule(offer, start, choice);
        expect(debits.length).toBeLessThanOrEqual(12);
        if (schedule.recurrences.length > 0) expect(debits).toHaveLength(12);
        debits.forEach((d, i) => {
          expect(d.date >= d.periodStart).toBe(true);
          if (rhythm === 'monthly') expect(Number(d.date.slice(8))).toBe(day);
          else expect(dayOfWeek(d.date)).toBe(day % 7);
          if (i > 0) expect(d.periodStart).toBe(addDays(debits[i - 1]!.periodEnd, 1));
          expect(d.amountTI).toBeGreaterThanOrEqual(0);
        });
      }), { numRuns: 300 });
  });
});

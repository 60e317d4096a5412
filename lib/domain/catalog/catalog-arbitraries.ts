// fast-check arbitraries of schedule entries and offers, shared by the catalog's property tests.
import fc from 'fast-check';
import type { RepaymentSchedule, ScheduleEntry } from '../../db/schema';
import { rhythms, type Rhythm } from '../subscriptions/renewal-dates';

export const dateArb = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2060-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
export const rhythmArb = fc.constantFrom<Rhythm>(...rhythms);

/** The intervals that divide each billing period, and how many of each one period holds. */
export const INTERVALS: Record<Rhythm, [string, number][]> = {
  week1: [['P1W', 1]],
  week4: [['P1W', 4], ['P2W', 2], ['P4W', 1]],
  monthly: [['P1M', 1]],
};

export function entry(interval: string, priceTI: number, span: { offset?: string; loop?: number } = {}): ScheduleEntry {
  const tax = Math.floor(priceTI / 6);
  return { offset: span.offset ?? 'P0W', interval, loop: span.loop ?? 0, priceTI, priceTE: priceTI - tax, tax, taxRate: 2000, priceCurrency: 'EUR' };
}

const priceArb = fc.integer({ min: 0, max: 20_000 });

/** A recurrence entry of this rhythm. */
export const recurrenceArb = (rhythm: Rhythm) => fc.tuple(fc.constantFrom(...INTERVALS[rhythm]), priceArb)
  .map(([[interval], price]) => entry(interval, price));

/**
 * An occurrence of this rhythm lasting a whole number of billing periods (1..periods): loop × interval,
 * with `periods` returned beside it.
 */
export const wholeOccurrenceArb = (rhythm: Rhythm, maxPeriods = 14) => fc.tuple(fc.constantFrom(...INTERVALS[rhythm]), priceArb, fc.integer({ min: 1, max: maxPeriods }))
  .map(([[interval, perPeriod], price, periods]) => ({ entry: entry(interval, price, { loop: periods * perPeriod }), periods, perPeriod }));

/** Any occurrence of this rhythm: a loop of intervals, or an offset in weeks or months. */
export const occurrenceArb = (rhythm: Rhythm) => fc.tuple(fc.constantFrom(...INTERVALS[rhythm]), priceArb, fc.oneof(
  fc.integer({ min: 1, max: 30 }).map((loop) => ({ loop })),
  fc.integer({ min: 1, max: 20 }).map((n) => ({ offset: `P${n}W` })),
  fc.integer({ min: 1, max: 12 }).map((n) => ({ offset: `P${n}M` })),
)).map(([[interval], price, span]) => entry(interval, price, span));

export const scheduleArb = (rhythm: Rhythm): fc.Arbitrary<RepaymentSchedule> => fc.record({
  occurrences: fc.array(occurrenceArb(rhythm), { maxLength: 3 }),
  recurrences: fc.array(recurrenceArb(rhythm), { maxLength: 3 }),
});

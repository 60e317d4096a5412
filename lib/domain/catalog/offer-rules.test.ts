import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors';
import { entry } from './catalog-arbitraries';
import { assertOfferRules, offerViolations, type OfferRulesInput } from './offer-rules';

const base: OfferRulesInput = {
  priceTI: 0, priceTE: 0, tax: 0, rhythmBilling: 'monthly', validFrom: '2026-01-01', validThrough: null,
  repaymentSchedule: { occurrences: [entry('P1M', 1990, { offset: 'P3M' })], recurrences: [entry('P1M', 2990)] },
};
const paths = (offer: OfferRulesInput) => offerViolations(offer).map((v) => `${v.errorCode} ${v.propertyPath}`);

describe('offer rules', () => {
  it('accept a valid recurring offer and a one-off one', () => {
    expect(offerViolations(base)).toEqual([]);
    expect(offerViolations({ ...base, priceTI: 1200, priceTE: 1000, tax: 200, rhythmBilling: null, repaymentSchedule: { occurrences: [], recurrences: [] } })).toEqual([]);
  });

  it('refuse an interval that does not divide the billing period, on the entry', () => {
    expect(paths({ ...base, rhythmBilling: 'week1', repaymentSchedule: { occurrences: [], recurrences: [entry('P2W', 100)] } }))
      .toEqual(['api.error.offer.interval-not-in-rhythm repaymentSchedule.recurrences.0.interval']);
    expect(paths({ ...base, rhythmBilling: 'monthly', repaymentSchedule: { occurrences: [entry('P1W', 100, { loop: 4 })], recurrences: [] } }))
      .toEqual(['api.error.offer.interval-not-in-rhythm repaymentSchedule.occurrences.0.interval']);
    expect(paths({ ...base, rhythmBilling: 'week4', repaymentSchedule: { occurrences: [], recurrences: [entry('P1W', 1), entry('P2W', 1), entry('P4W', 1)] } })).toEqual([]);
  });

  it('refuse an occurrence with offset P0W and loop 0, and ignore offset and loop on recurrences', () => {
    expect(paths({ ...base, repaymentSchedule: { occurrences: [entry('P1M', 100)], recurrences: [entry('P1M', 100, { offset: 'P3M', loop: 2 })] } }))
      .toEqual(['api.error.offer.occurrence-without-span repaymentSchedule.occurrences.0.loop']);
  });

  it('refuse priceTI ≠ priceTE + tax, on the offer and on each entry', () => {
    expect(paths({ ...base, priceTI: 100, priceTE: 90, tax: 0, repaymentSchedule: { occurrences: [], recurrences: [{ ...entry('P1M', 1000), tax: 1 }] } }))
      .toEqual(['api.error.offer.price-mismatch priceTI', 'api.error.offer.price-mismatch repaymentSchedule.recurrences.0.priceTI']);
  });

  it('refuse a schedule without rhythm, a rhythm without schedule, and a validity that ends before it starts', () => {
    expect(paths({ ...base, rhythmBilling: null })).toEqual(['api.error.offer.schedule-without-rhythm rhythmBilling']);
    expect(paths({ ...base, repaymentSchedule: { occurrences: [], recurrences: [] } })).toEqual(['api.error.offer.rhythm-without-schedule repaymentSchedule']);
    expect(paths({ ...base, validThrough: '2025-12-31' })).toEqual(['api.error.offer.invalid-validity validThrough']);
    expect(offerViolations({ ...base, validThrough: '2026-01-01' })).toEqual([]);
  });

  it('throws the first violation\'s code with every violation', () => {
    const bad = { ...base, validThrough: '2025-01-01', rhythmBilling: 'week1' as const };
    try {
      assertOfferRules(bad);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).code).toBe('api.error.offer.invalid-validity');
      expect((error as DomainError).violations).toHaveLength(3);
    }
  });
});

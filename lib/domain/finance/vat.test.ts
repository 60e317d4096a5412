import { describe, expect, it } from 'vitest';
import type { ScheduleEntry } from '../../db/schema';
import { articleVat, installmentVat, splitIncluded, vatByRate, vatRateOf } from './vat';

const entry = (priceTI: number, tax: number, taxRate: number, span: Partial<ScheduleEntry> = {}): ScheduleEntry => ({
  offset: 'P0W', interval: 'P1M', loop: 0, priceTI, priceTE: priceTI - tax, tax, taxRate, priceCurrency: 'EUR', ...span,
});

describe('VAT from the catalog', () => {
  it('reads the roundest rate that gives back a stored split', () => {
    expect(vatRateOf(1250, 250)).toBe(2000);
    expect(vatRateOf(2492, 498)).toBe(2000); // 19.98 % exactly, 20 % as written
    expect(vatRateOf(2834, 156)).toBe(550);
    expect(vatRateOf(979, 21)).toBe(210);
    expect(vatRateOf(83, 17)).toBe(2000);
    expect(vatRateOf(1000, 0)).toBe(0);
    // A declared rate that gives the tax is kept; one that does not (taxRate left out) is read from the split.
    expect(vatRateOf(2492, 498, 2000)).toBe(2000);
    expect(vatRateOf(2492, 498, 0)).toBe(2000);
  });

  it('splits an amount including VAT once, the base to the nearest cent', () => {
    expect(splitIncluded(2990, 2000)).toEqual({ base: 2492, rate: 2000, vat: 498 });
    expect(splitIncluded(0, 2000)).toEqual({ base: 0, rate: 2000, vat: 0 });
    expect(vatByRate([{ base: 100, rate: 2000, vat: 20 }, { base: 50, rate: 0, vat: 0 }, { base: 10, rate: 2000, vat: 2 }]))
      .toEqual([{ base: 50, rate: 0, vat: 0 }, { base: 110, rate: 2000, vat: 22 }]);
  });

  it('an article: registration fee without VAT, one-off price, first period paid up front; null once the offer changed', () => {
    const offer = {
      registrationFeeTI: 1000, priceTE: 0, tax: 0, isFirstMonthPayed: true, rhythmBilling: 'monthly' as const,
      repaymentSchedule: { occurrences: [entry(1990, 332, 2000, { offset: 'P3M' })], recurrences: [entry(2990, 498, 2000)] },
    };
    expect(articleVat(offer, 2990, '2026-04-01')).toEqual([{ base: 1000, rate: 0, vat: 0 }, { base: 1658, rate: 2000, vat: 332 }]);
    expect(articleVat(offer, 3990, '2026-04-01')).toBeNull();
    expect(articleVat({ ...offer, isFirstMonthPayed: false, rhythmBilling: null, registrationFeeTI: 0, priceTE: 2492, tax: 498 }, 2990, '2026-04-01'))
      .toEqual([{ base: 2492, rate: 2000, vat: 498 }]);
  });

  it('an installment: its period\'s entries, and a prorated one split at their rate', () => {
    const schedule = { occurrences: [entry(1990, 332, 2000, { offset: 'P3M' })], recurrences: [entry(2990, 498, 2000)] };
    expect(installmentVat(schedule, 'monthly', '2026-04-01', '2026-05-01', 1990)).toEqual([{ base: 1658, rate: 2000, vat: 332 }]);
    expect(installmentVat(schedule, 'monthly', '2026-04-01', '2026-08-01', 2990)).toEqual([{ base: 2492, rate: 2000, vat: 498 }]);
    expect(installmentVat(schedule, 'monthly', '2026-04-01', '2026-08-01', 1000)).toEqual([{ base: 833, rate: 2000, vat: 167 }]);
    expect(installmentVat({ occurrences: [], recurrences: [] }, 'monthly', '2026-04-01', '2026-04-01', 1000)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { ageOn } from './sale-checks';
import { periodEnd } from './subscription-behavior';

describe('ageOn', () => {
  it('counts whole years, a birthday counting on its day', () => {
    expect(ageOn('2010-03-10', '2026-03-10')).toBe(16);
    expect(ageOn('2010-03-11', '2026-03-10')).toBe(15);
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });
});

describe('periodEnd', () => {
  it('is the day before start + the period, never before the start', () => {
    expect(periodEnd('2026-04-01', 'P12M')).toBe('2027-03-31');
    expect(periodEnd('2026-01-31', 'P1M')).toBe('2026-02-27');
    expect(periodEnd('2026-03-10', 'P2W')).toBe('2026-03-23');
    expect(periodEnd('2026-03-10', 'P0D')).toBe('2026-03-10');
  });
});

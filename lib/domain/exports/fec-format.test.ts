import { describe, expect, it } from 'vitest';
import { FEC_HEADER, fecAmount, fecDate, fecText } from './fec-format';

describe('FEC values', () => {
  it('writes amounts with a comma and two decimals, without sign', () => {
    expect(fecAmount(123450)).toBe('1234,50');
    expect(fecAmount(-5)).toBe('0,05');
    expect(fecAmount(100)).toBe('1,00');
  });
  it('writes dates as YYYYMMDD and keeps a field on one line', () => {
    expect(fecDate('2026-01-09')).toBe('20260109');
    expect(fecText('a\tb\nc')).toBe('a b c');
  });
  it('has the 18 columns of the law, tab-separated', () => {
    expect(FEC_HEADER.trimEnd().split('\t')).toHaveLength(18);
  });
});

import { describe, expect, it } from 'vitest';
import { countriesIn, isIsoCountryCode, ISO_COUNTRY_CODES } from './country-names';

describe('ISO 3166-1 countries', () => {
  it('has the 249 codes, each once, each named by Intl in both languages', () => {
    expect(ISO_COUNTRY_CODES).toHaveLength(249);
    expect(new Set(ISO_COUNTRY_CODES).size).toBe(249);
    for (const locale of ['fr', 'en'] as const) {
      const list = countriesIn(locale);
      expect(list).toHaveLength(249);
      for (const country of list) expect(country.name, country.code).not.toBe(country.code);
    }
  });

  it('sorts by the name in the language asked for', () => {
    expect(countriesIn('en').find((c) => c.code === 'DE')!.name).toBe('Germany');
    expect(countriesIn('fr').find((c) => c.code === 'DE')!.name).toBe('Allemagne');
    expect(countriesIn('fr').slice(0, 3).map((c) => c.code)).toEqual(['AF', 'ZA', 'AL']);
    expect(countriesIn('en')[0]!.code).toBe('AF');
  });

  it('tells a code from other text', () => {
    expect(isIsoCountryCode('FR')).toBe(true);
    for (const value of ['fr', 'XX', 'FRA', 'UK', '']) expect(isIsoCountryCode(value)).toBe(false);
  });
});

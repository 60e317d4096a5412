import { describe, expect, it } from 'vitest';
import { isPhoneNumber, toE164 } from './phone-number';

describe('phone numbers', () => {
  it('reads national numbers as French and international ones as written, to E.164', () => {
    expect(toE164('0612345678')).toBe('+33612345678');
    expect(toE164('06 12 34 56 78')).toBe('+33612345678');
    expect(toE164('(06) 12.34.56.78')).toBe('+33612345678');
    expect(toE164('+33 6 11 22 33 44')).toBe('+33611223344');
    expect(toE164('04 78 00 00 01')).toBe('+33478000001');
    expect(toE164('00 33 6 12 34 56 78')).toBe('+33612345678');
    expect(toE164('+44 20 7946 0958')).toBe('+442079460958');
    expect(toE164('+1 212 555 0123')).toBe('+12125550123');
  });

  it('refuses what is not a number, too short, letters and extensions', () => {
    for (const text of ['call me', '12', '06-abc-12', '0612', '06 12 34 56 78 ext 12', '+33 6 12', '+999 1234 5678', '']) {
      expect(isPhoneNumber(text)).toBe(false);
      expect(toE164(text)).toBeNull();
    }
    expect(toE164(null)).toBeNull();
  });
});

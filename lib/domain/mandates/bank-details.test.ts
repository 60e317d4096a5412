import { describe, expect, it } from 'vitest';
import { bankFromBic, bicIsValid, groupIban, ibanIsValid, maskIban, normalizeIban } from './bank-details';

describe('IBAN', () => {
  it.each([
    ['FR', 'FR76 3000 6000 0112 3456 7890 189'],
    ['DE', 'DE89 3704 0044 0532 0130 00'],
    ['GB', 'GB82 WEST 1234 5698 7654 32'],
    ['BE', 'BE68 5390 0754 7034'],
    ['NL', 'NL91 ABNA 0417 1643 00'],
    ['ES', 'ES91 2100 0418 4502 0005 1332'],
    ['IT', 'IT60 X054 2811 1010 0000 0123 456'],
    ['CH', 'CH93 0076 2011 6238 5295 7'],
    ['lower case, no spaces', 'fr7630006000011234567890189'],
  ])('accepts a valid IBAN (%s)', (_label, iban) => {
    expect(ibanIsValid(iban)).toBe(true);
  });

  it.each([
    ['FR, check digits wrong', 'FR77 3000 6000 0112 3456 7890 189'],
    ['DE, one digit changed', 'DE89 3704 0044 0532 0130 01'],
    ['GB, too short', 'GB82 WEST 1234 5698 7654 3'],
    ['BE, letters in a numeric BBAN', 'BE68 5390 0754 70AB'],
    ['NL, mod-97 fails', 'NL91 ABNA 0417 1643 01'],
    ['ES, too long', 'ES91 2100 0418 4502 0005 1332 1'],
    ['unknown country', 'XX12 3456 7890'],
    ['empty', ''],
    ['garbage', 'not an iban'],
  ])('refuses an invalid IBAN (%s)', (_label, iban) => {
    expect(ibanIsValid(iban)).toBe(false);
  });

  it('normalises, groups by four and masks all but the last 4', () => {
    expect(normalizeIban(' fr76 3000-6000 0112 3456 7890 189 ')).toBe('FR7630006000011234567890189');
    expect(groupIban('FR7630006000011234567890189')).toBe('FR76 3000 6000 0112 3456 7890 189');
    expect(groupIban('fr76 300')).toBe('FR76 300');
    expect(maskIban('FR7630006000011234567890189')).toBe('***********************0189');
  });
});

describe('BIC', () => {
  it.each(['BNPAFRPP', 'BNPAFRPPXXX', 'DEUTDEFF', 'ABNANL2A', 'GEBABEBB', 'NWBKGB2L', 'CAIXESBB', 'agrifrpp882'])('accepts %s', (bic) => {
    expect(bicIsValid(bic)).toBe(true);
  });
  it.each(['BNPAFRP', 'BNPA1RPP', 'BNPAXXPP', '', 'BNPAFRPPXX', '12345678'])('refuses %j', (bic) => {
    expect(bicIsValid(bic)).toBe(false);
  });
  it('names the bank from the BIC where known', () => {
    expect(bankFromBic('BNPAFRPPXXX')).toBe('BNP Paribas');
    expect(bankFromBic('deutdeff')).toBe('Deutsche Bank');
    expect(bankFromBic('ZZZZFRPP')).toBeNull();
    expect(bankFromBic('nope')).toBeNull();
  });
});

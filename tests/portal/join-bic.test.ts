// The join page finds the BIC (and so the bank's name) from the IBAN's bank code, where it knows it.
import { describe, expect, it } from 'vitest';
import { bankFromBic } from '../../lib/domain/mandates/bank-details';
import { bicFromIban } from '../../lib/domain/portal/bic-from-iban';

describe('the BIC from an IBAN', () => {
  it('reads the national bank code with ibantools', () => {
    expect(bicFromIban('FR76 3000 6000 0112 3456 7890 189')).toBe('AGRIFRPP');
    expect(bankFromBic(bicFromIban('FR7630006000011234567890189')!)).toBe('Crédit Agricole');
    expect(bicFromIban('DE89 3704 0044 0532 0130 00')).toBe('COBADEFF');
  });
  it('says nothing for an unknown bank code or an invalid IBAN', () => {
    expect(bicFromIban('GB82 WEST 1234 5698 7654 32')).toBeNull();
    expect(bicFromIban('FR77 3000 6000 0112 3456 7890 189')).toBeNull();
    expect(bicFromIban('')).toBeNull();
  });
});

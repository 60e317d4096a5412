import { describe, expect, it } from 'vitest';
import { contractReference, sameMemberName } from '../../lib/domain/portal/contract-identity';

describe('the name typed on the cancellation form', () => {
  const member = { givenName: 'Élodie', familyName: "D'Artagnan-Lévy" };
  it('is the family name alone, or both names in either order, whatever the case, accents and hyphens', () => {
    for (const typed of ["d'artagnan-levy", 'Elodie D Artagnan Levy', 'D’Artagnan Lévy Élodie', '  ELODIE   d-artagnan levy ']) {
      expect(sameMemberName(typed, member), typed).toBe(true);
    }
  });
  it('is not the given name alone, another name, or nothing', () => {
    for (const typed of ['Élodie', 'Levy', 'Dartagnan Levy', '', '   ']) expect(sameMemberName(typed, member), typed).toBe(false);
    expect(sameMemberName('', { givenName: '', familyName: '' })).toBe(false);
  });
});

describe('the number typed on the cancellation form', () => {
  it('is a contract number when it is digits, with # or n° allowed', () => {
    expect(contractReference(' 42 ')).toEqual({ kind: 'contract', subscriptionId: 42 });
    expect(contractReference('#42')).toEqual({ kind: 'contract', subscriptionId: 42 });
    expect(contractReference('n° 42')).toEqual({ kind: 'contract', subscriptionId: 42 });
  });
  it('is a member number otherwise, compared in capitals, and nothing when empty', () => {
    expect(contractReference('c000123')).toEqual({ kind: 'member', number: 'C000123' });
    expect(contractReference('  ')).toBeNull();
    expect(contractReference('1234567890')).toEqual({ kind: 'member', number: '1234567890' });
  });
});

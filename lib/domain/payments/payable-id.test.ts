import { describe, expect, it } from 'vitest';
import { payableIdOf } from './payable-id';

describe('payableIdOf', () => {
  it('reads the id from the return address\'s IRI and from the poll\'s bare id', () => {
    expect(payableIdOf('/demo/payable_objects/12')).toBe(12);
    expect(payableIdOf('12')).toBe(12);
  });

  it('refuses anything else', () => {
    for (const bad of ['', '0', '012', '/demo/payable_objects/', '/demo/sales/12', '//payable_objects/1', '12345678901', 'https://x/demo/payable_objects/1', undefined, ['12'], 12]) {
      expect(payableIdOf(bad)).toBeNull();
    }
  });
});

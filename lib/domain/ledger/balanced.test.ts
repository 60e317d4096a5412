import { describe, expect, it } from 'vitest';
import { nonZero, unbalancedReason } from './balanced';

describe('unbalancedReason', () => {
  it('accepts postings that sum to zero, with the owners their accounts need', () => {
    expect(unbalancedReason([
      { account: 'checkout_cash', checkoutId: 1, amount: 5000 },
      { account: 'receivable', contactId: 2, saleId: 3, amount: -4000 },
      { account: 'available', contactId: 2, amount: -1000 },
    ])).toBeNull();
  });

  it('refuses a set that does not sum to zero, per currency', () => {
    expect(unbalancedReason([{ account: 'bank', amount: 100 }, { account: 'revenue', amount: -99 }])).toMatch(/sum to 1/);
    expect(unbalancedReason([
      { account: 'bank', amount: 100 }, { account: 'revenue', amount: -100, currency: 'CHF' },
    ])).toMatch(/EUR|CHF/);
  });

  it('refuses a lone posting, a zero or fractional amount, and an account without its owner', () => {
    expect(unbalancedReason([{ account: 'bank', amount: 0 }])).not.toBeNull();
    expect(unbalancedReason([{ account: 'bank', amount: 0 }, { account: 'revenue', amount: 0 }])).toMatch(/non-zero/);
    expect(unbalancedReason([{ account: 'bank', amount: 0.5 }, { account: 'revenue', amount: -0.5 }])).toMatch(/whole cents/);
    expect(unbalancedReason([{ account: 'receivable', amount: 10 }, { account: 'revenue', amount: -10 }])).toMatch(/contact/);
    expect(unbalancedReason([{ account: 'checkout_cards', amount: 10 }, { account: 'revenue', amount: -10 }])).toMatch(/checkout/);
  });

  it('any split of an amount into parts balances against the whole (property)', () => {
    for (let n = 0; n < 200; n += 1) {
      const whole = 1 + Math.floor(Math.random() * 1_000_000);
      const part = Math.floor(Math.random() * (whole + 1));
      const postings = nonZero([
        { account: 'checkout_cash', checkoutId: 1, amount: whole },
        { account: 'receivable', contactId: 1, amount: -part },
        { account: 'available', contactId: 1, amount: -(whole - part) },
      ]);
      expect(unbalancedReason(postings)).toBeNull();
    }
  });
});

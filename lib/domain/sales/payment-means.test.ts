import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors';
import { checkPaymentDetails, meanAccount, meanKind } from './payment-means';

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof DomainError) return { code: error.code, field: error.violations?.[0]?.propertyPath };
    throw error;
  }
  return null;
};

describe('meanKind', () => {
  it('knows cash, cheque, card and any <Brand>Web', () => {
    expect(['cash', 'cheque', 'card', 'VisaWeb', 'SandboxWeb', 'A1Web'].map(meanKind)).toEqual(['cash', 'cheque', 'card', 'web', 'web', 'web']);
    expect(['Cash', 'web', 'Web', 'visaWeb', 'Visa Web', 'VisaWebX', ''].map(meanKind)).toEqual([null, null, null, null, null, null, null]);
    expect(meanAccount('web')).toBe('provider_clearing');
  });
});

describe('checkPaymentDetails', () => {
  it('accepts cards and cheques that add up, empty lists for other means', () => {
    expect(checkPaymentDetails({ amount: 5000, mean: 'card', paymentCards: [{ amount: 3000, network: 'Visa' }, { amount: 2000, network: 'Amex' }] })
      .paymentCards).toHaveLength(2);
    expect(checkPaymentDetails({ amount: 900, mean: 'cheque', cheques: [{ amount: 900, bank: 'BNP' }] }).cheques[0])
      .toEqual({ amount: 900, bank: 'BNP', code: null, depositDesiredDate: null, owner: null });
    expect(checkPaymentDetails({ amount: 100, mean: 'cash', paymentCards: [], cheques: [] }).kind).toBe('cash');
  });

  it('refuses details that do not add up, are missing, or belong to another mean, naming the field', () => {
    expect(refusal(() => checkPaymentDetails({ amount: 5000, mean: 'card', paymentCards: [{ amount: 4999, network: 'Visa' }] })))
      .toEqual({ code: 'api.error.payment.cards-mismatch', field: 'paymentCards' });
    expect(refusal(() => checkPaymentDetails({ amount: 5000, mean: 'cheque', cheques: [{ amount: 1 }] })))
      .toEqual({ code: 'api.error.payment.cheques-mismatch', field: 'cheques' });
    expect(refusal(() => checkPaymentDetails({ amount: 5000, mean: 'card' }))).toEqual({ code: 'api.error.validation.required', field: 'paymentCards' });
    expect(refusal(() => checkPaymentDetails({ amount: 5000, mean: 'cash', cheques: [{ amount: 5000 }] })))
      .toEqual({ code: 'api.error.payment.details-not-for-mean', field: 'cheques' });
    expect(refusal(() => checkPaymentDetails({ amount: 5000, mean: 'bitcoin' }))).toEqual({ code: 'api.error.payment.invalid-mean', field: 'mean' });
  });
});

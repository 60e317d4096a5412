// How a payment is made (spec, POST /sales/{id}/payments; CONTRACT §9.3): `cash`; `cheque`, whose
// cheques add up to the amount; `card`, whose card slips (each on a network) add up to the amount;
// or `<Brand>Web`, an online payment the provider already validated. The details of one mean are
// refused on another. Pure, so a desk form can say the same before sending.
import type { Cheque, LedgerAccount, PaymentCard } from '../../db/schema';
import { invalidField } from '../errors';

export const WEB_MEAN = /^[A-Z][A-Za-z0-9]*Web$/;
export type MeanKind = 'cash' | 'cheque' | 'card' | 'web';

export interface PaymentDetails {
  amount: number;
  mean: string;
  paymentCards?: PaymentCard[] | null;
  cheques?: Partial<Cheque>[] | null;
}

export function meanKind(mean: string): MeanKind | null {
  if (mean === 'cash' || mean === 'cheque' || mean === 'card') return mean;
  return WEB_MEAN.test(mean) && mean.length <= 64 ? 'web' : null;
}

/** The account of the checkout that takes the money. */
export function meanAccount(kind: MeanKind): LedgerAccount {
  return ({ cash: 'checkout_cash', cheque: 'checkout_cheques', card: 'checkout_cards', web: 'provider_clearing' } as const)[kind];
}

const sum = (items: { amount?: number }[]) => items.reduce((total, item) => total + (item.amount ?? 0), 0);

function detailsAddUp(items: { amount?: number }[] | null | undefined, field: string, amount: number, what: string): void {
  if (!items || items.length === 0) throw invalidField(field, 'required', `A ${what} payment lists its ${field}.`, 'api.error.validation.required');
  if (sum(items) !== amount) {
    throw invalidField(field, 'sum-mismatch', `The ${field} add up to ${sum(items)}, not to the amount ${amount}.`, `api.error.payment.${field === 'cheques' ? 'cheques' : 'cards'}-mismatch`);
  }
}

/** The payment's mean and its details, checked; returns what is stored. */
export function checkPaymentDetails(input: PaymentDetails): { kind: MeanKind; paymentCards: PaymentCard[]; cheques: Cheque[] } {
  const kind = meanKind(input.mean);
  if (!kind) {
    throw invalidField('mean', 'invalid', 'mean is cash, cheque, card, or an online mean such as VisaWeb (<Brand>Web).', 'api.error.payment.invalid-mean');
  }
  if (kind !== 'card' && input.paymentCards && input.paymentCards.length > 0) {
    throw invalidField('paymentCards', 'not-for-mean', 'paymentCards go with the mean card only.', 'api.error.payment.details-not-for-mean');
  }
  if (kind !== 'cheque' && input.cheques && input.cheques.length > 0) {
    throw invalidField('cheques', 'not-for-mean', 'cheques go with the mean cheque only.', 'api.error.payment.details-not-for-mean');
  }
  if (kind === 'card') detailsAddUp(input.paymentCards, 'paymentCards', input.amount, 'card');
  if (kind === 'cheque') detailsAddUp(input.cheques, 'cheques', input.amount, 'cheque');
  return {
    kind,
    paymentCards: kind === 'card' ? input.paymentCards!.map(({ amount, network }) => ({ amount, network })) : [],
    cheques: kind === 'cheque' ? input.cheques!.map((c) => ({
      amount: c.amount ?? 0, bank: c.bank ?? null, code: c.code ?? null, depositDesiredDate: c.depositDesiredDate ?? null, owner: c.owner ?? null,
    })) : [],
  };
}

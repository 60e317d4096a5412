// totalPriceTI, the amount due at once (rule 6, CONTRACT §9.1): the registration fee, the one-off
// price, and the first period's installment when the offer says it is paid up front.
import type { RepaymentSchedule } from '../../db/schema';
import type { Rhythm } from '../subscriptions/renewal-dates';
import { compileSchedule, installmentAt } from './installment';

export interface PricedOffer {
  registrationFeeTI: number;
  priceTI: number;
  isFirstMonthPayed: boolean;
  rhythmBilling: Rhythm | null;
  repaymentSchedule: RepaymentSchedule;
}

// The first period's installment does not depend on the start date (every span is at least a day):
// any date serves.
const ANY_START = '2000-01-01';

/** The installment of the first billing period (0 for a one-off offer). */
export function firstInstallmentTI(offer: Omit<PricedOffer, 'registrationFeeTI' | 'priceTI' | 'isFirstMonthPayed'>): number {
  if (offer.rhythmBilling === null) return 0;
  return installmentAt(compileSchedule(offer.repaymentSchedule, offer.rhythmBilling), ANY_START, ANY_START);
}

export function totalPriceTI(offer: PricedOffer): number {
  return offer.registrationFeeTI + offer.priceTI + (offer.isFirstMonthPayed ? firstInstallmentTI(offer) : 0);
}

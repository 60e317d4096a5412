// The debits of an offer taken on a start date (CONTRACT §9.2): period k runs from start + k·P through
// start + (k+1)·P − 1 day, is debited on the first debit day on or after its start, for the
// installment of the entries active at its start. With isFirstMonthPayed, period 0 is part of the
// immediate payment and is not debited. A fixed-term offer (no recurrences) stops with its occurrences.
//
// isProrated (docs/decisions.md, Catalog): an open-ended offer whose first period is not paid up front,
// started on a day that is not a debit day, first bills a shorter period, from the start date to the
// day before the first debit day, for the installment × its days ÷ the days of a full period from the
// start date, rounded to the nearest cent (half up): the one place a price is split. Full periods
// then run from that first debit day, each debited on its first day.
import { addDays, daysBetween } from '../../time/calendar';
import { addDuration } from '../../time/duration';
import type { Rhythm } from '../subscriptions/renewal-dates';
import { billingPeriod, periodBounds } from './billing-period';
import { firstDebitDate, type DebitDayChoice } from './debit-date';
import { compileSchedule, installmentAt, isOpenEnded, occurrencesEnd, type CompiledSchedule } from './installment';
import { totalPriceTI, type PricedOffer } from './total-price';

export const DEBITS_SHOWN = 12;

export interface SchedulableOffer extends PricedOffer {
  isProrated: boolean;
}

export interface Debit {
  date: string;
  amountTI: number;
  periodStart: string;
  periodEnd: string;
}

export interface DebitSchedule {
  immediateTI: number;
  debits: Debit[];
}

export interface PeriodInstallment {
  k: number;
  periodStart: string;
  periodEnd: string;
  amountTI: number;
}

/** Every billing period from `start` with its installment, while the offer bills (forever when open-ended). */
export function* periodInstallments(schedule: CompiledSchedule, start: string): Generator<PeriodInstallment> {
  const end = isOpenEnded(schedule) ? null : occurrencesEnd(schedule, start);
  for (let k = 0; ; k += 1) {
    const bounds = periodBounds(start, schedule.rhythm, k);
    if (end !== null && bounds.periodStart >= end) return;
    yield { k, ...bounds, amountTI: installmentAt(schedule, start, bounds.periodStart) };
  }
}

/** `amount` × `days` ÷ `periodDays`, to the nearest cent, halves up. */
export function prorate(amount: number, days: number, periodDays: number): number {
  return Math.floor((2 * amount * days + periodDays) / (2 * periodDays));
}

function regularDebits(schedule: CompiledSchedule, start: string, choice: DebitDayChoice | null, skipFirst: boolean, limit: number): Debit[] {
  const debits: Debit[] = [];
  if (limit <= 0) return debits;
  for (const period of periodInstallments(schedule, start)) {
    if (skipFirst && period.k === 0) continue;
    debits.push({ date: firstDebitDate(period.periodStart, choice), amountTI: period.amountTI, periodStart: period.periodStart, periodEnd: period.periodEnd });
    if (debits.length >= limit) break;
  }
  return debits;
}

/** Whether the first period is cut to the first debit day (see the head of this file). */
export function isCutToDebitDay(offer: SchedulableOffer, startDate: string, choice: DebitDayChoice | null): boolean {
  if (!offer.isProrated || offer.isFirstMonthPayed || choice === null || offer.rhythmBilling === null) return false;
  return offer.repaymentSchedule.recurrences.length > 0 && firstDebitDate(startDate, choice) !== startDate;
}

/** The immediate amount and the first `limit` debits (fewer when the offer is fixed-term). */
export function debitSchedule(offer: SchedulableOffer, startDate: string, choice: DebitDayChoice | null, limit = DEBITS_SHOWN): DebitSchedule {
  const immediateTI = totalPriceTI(offer);
  if (offer.rhythmBilling === null) return { immediateTI, debits: [] };
  const rhythm: Rhythm = offer.rhythmBilling;
  const schedule = compileSchedule(offer.repaymentSchedule, rhythm);
  if (!isCutToDebitDay(offer, startDate, choice)) {
    return { immediateTI, debits: regularDebits(schedule, startDate, choice, offer.isFirstMonthPayed, limit) };
  }
  const anchor = firstDebitDate(startDate, choice);
  const fullPeriodDays = daysBetween(startDate, addDuration(startDate, billingPeriod(rhythm)));
  const first: Debit = {
    date: anchor,
    amountTI: prorate(installmentAt(schedule, anchor, anchor), daysBetween(startDate, anchor), fullPeriodDays),
    periodStart: startDate,
    periodEnd: addDays(anchor, -1),
  };
  return { immediateTI, debits: [first, ...regularDebits(schedule, anchor, choice, false, limit - 1)] };
}

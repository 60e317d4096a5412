// VAT as the catalog stores it, for the contract and the invoice (CONTRACT §9.1, §15). An offer keeps
// its one-off price split (priceTE + tax = priceTI) without a rate; each repayment-schedule entry keeps
// its split and a rate (taxRate, basis points: 2000 = 20 %); the registration fee has no split at all
// (the spec's offer has only registrationFeeTI), so it is shown as carrying no VAT. Amounts are cents.
import type { RepaymentSchedule, ScheduleEntry } from '../../db/schema';
import { parseDuration } from '../../time/duration';
import type { Rhythm } from '../subscriptions/renewal-dates';
import { entriesPerPeriod } from '../catalog/entry-count';
import { occurrenceSpan, recurrencesStart, spanEnd } from '../catalog/entry-span';

/** An amount excluding VAT (`base`), its rate in basis points and its VAT, in cents. */
export interface VatPart {
  base: number;
  rate: number;
  vat: number;
}

const half = (n: number) => Math.floor(n + 0.5);

/**
 * The rate of a stored split that has none (an offer's price), or whose declared rate does not give
 * its tax (an entry written with taxRate left out): the roundest rate that gives back the stored tax
 * from the stored base (whole percent, then half, then tenth, then basis points), so 2492 + 498 reads
 * as 20 %, not 19.98 %.
 */
export function vatRateOf(base: number, vat: number, declared?: number): number {
  if (vat === 0 || base === 0) return vat === 0 ? 0 : (declared ?? 0);
  const gives = (rate: number) => half((base * rate) / 10_000) === vat || half(((base + vat) * rate) / (10_000 + rate)) === vat;
  if (declared !== undefined && declared > 0 && gives(declared)) return declared;
  const exact = (vat * 10_000) / base;
  for (const step of [100, 50, 10]) {
    const rate = Math.round(exact / step) * step;
    if (rate > 0 && gives(rate)) return rate;
  }
  return Math.round(exact);
}

/** Splits an amount including VAT at one rate: the base to the nearest cent (halves up), the VAT the rest. */
export function splitIncluded(amountTI: number, rate: number): VatPart {
  const base = half((amountTI * 10_000) / (10_000 + rate));
  return { base, rate, vat: amountTI - base };
}

/** Parts summed by rate, lowest rate first: what a VAT summary lists. */
export function vatByRate(parts: VatPart[]): VatPart[] {
  const byRate = new Map<number, VatPart>();
  for (const part of parts) {
    const sum = byRate.get(part.rate) ?? { base: 0, rate: part.rate, vat: 0 };
    byRate.set(part.rate, { base: sum.base + part.base, rate: part.rate, vat: sum.vat + part.vat });
  }
  return [...byRate.values()].sort((a, b) => a.rate - b.rate);
}

const total = (parts: VatPart[]) => parts.reduce((sum, p) => sum + p.base + p.vat, 0);

/** The entries of a schedule billed in the period starting `date` (rule 3: occurrences in their span, then recurrences). */
function entriesAt(schedule: RepaymentSchedule, start: string, date: string): ScheduleEntry[] {
  const spans = schedule.occurrences.map((entry) => ({ entry, span: occurrenceSpan(entry) }));
  const active = spans.filter(({ span }) => span && date < spanEnd(start, span)).map(({ entry }) => entry);
  const allSpans = spans.flatMap(({ span }) => (span ? [span] : []));
  return date >= recurrencesStart(start, allSpans) ? [...active, ...schedule.recurrences] : active;
}

/** An entry's split for one billing period (its amounts times the intervals the period holds). */
function entryPart(entry: ScheduleEntry, rhythm: Rhythm): VatPart & { amountTI: number } {
  const interval = parseDuration(entry.interval);
  const count = (interval && entriesPerPeriod(interval, rhythm)) || 1;
  const base = entry.priceTE * count;
  const vat = entry.tax * count;
  return { base, vat, rate: vatRateOf(entry.priceTE, entry.tax, entry.taxRate), amountTI: entry.priceTI * count };
}

/**
 * The VAT of one billing period's installment of `amountTI`: the stored splits of its entries when it is
 * the full installment; a prorated one (a shorter first period) is split at its entries' rates, shared
 * out in proportion to their amounts. Null when the schedule bills nothing that period (cannot say).
 */
export function installmentVat(schedule: RepaymentSchedule, rhythm: Rhythm, start: string, periodStart: string, amountTI: number): VatPart[] | null {
  const parts = entriesAt(schedule, start, periodStart).map((entry) => entryPart(entry, rhythm));
  const full = parts.reduce((sum, p) => sum + p.amountTI, 0);
  if (full === 0) return null;
  if (full === amountTI) return vatByRate(parts);
  let left = amountTI;
  const shares = parts.map((p, i) => {
    const share = i === parts.length - 1 ? left : Math.floor((amountTI * p.amountTI) / full);
    left -= share;
    return splitIncluded(share, p.rate);
  });
  return vatByRate(shares);
}

export interface VatOffer {
  registrationFeeTI: number;
  priceTE: number;
  tax: number;
  isFirstMonthPayed: boolean;
  rhythmBilling: Rhythm | null;
  repaymentSchedule: RepaymentSchedule;
}

/**
 * The VAT of what a sale's article costs at once (the offer's totalPriceTI: registration fee, one-off
 * price, first period when paid up front), by rate. Null when the offer no longer adds up to the
 * price the article was sold at (it changed since): the document then states only that price.
 */
export function articleVat(offer: VatOffer, priceTI: number, startDate: string): VatPart[] | null {
  const parts: VatPart[] = [{ base: offer.registrationFeeTI, rate: 0, vat: 0 }, { base: offer.priceTE, rate: vatRateOf(offer.priceTE, offer.tax), vat: offer.tax }];
  if (offer.isFirstMonthPayed && offer.rhythmBilling !== null) {
    parts.push(...entriesAt(offer.repaymentSchedule, startDate, startDate).map((entry) => entryPart(entry, offer.rhythmBilling!)));
  }
  const kept = parts.filter((p) => p.base + p.vat > 0).map(({ base, rate, vat }) => ({ base, rate, vat }));
  if (total(kept) !== priceTI) return null;
  return vatByRate(kept);
}

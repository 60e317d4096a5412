// What makes an offer refusable (CONTRACT §9.1), as violations on the fields at fault: every one is
// reported at once; the error's code is the first one's. Pure, so the staff editor can show the same
// messages beside the fields before anything is sent.
import type { RepaymentSchedule, ScheduleEntry } from '../../db/schema';
import { parseDuration } from '../../time/duration';
import { DomainError, type Violation } from '../errors';
import type { Rhythm } from '../subscriptions/renewal-dates';
import { entriesPerPeriod } from './entry-count';
import { occurrenceSpan } from './entry-span';

export interface OfferRulesInput {
  priceTI: number;
  priceTE: number;
  tax: number;
  rhythmBilling: Rhythm | null;
  repaymentSchedule: RepaymentSchedule;
  validFrom: string;
  validThrough: string | null;
}

export type OfferViolation = Violation & { errorCode: string };

const violation = (errorCode: string, propertyPath: string, code: string, message: string): OfferViolation =>
  ({ errorCode: `api.error.offer.${errorCode}`, propertyPath, code, message });

function entryViolations(entry: ScheduleEntry, path: string, rhythm: Rhythm | null, occurrence: boolean): OfferViolation[] {
  const found: OfferViolation[] = [];
  const interval = parseDuration(entry.interval);
  if (rhythm !== null && (!interval || entriesPerPeriod(interval, rhythm) === null)) {
    found.push(violation('interval-not-in-rhythm', `${path}.interval`, 'interval-not-in-rhythm',
      `The interval ${entry.interval} does not divide the ${rhythm} billing period (week1: P1W; week4: P1W, P2W or P4W; monthly: P1M).`));
  }
  if (occurrence && occurrenceSpan(entry) === null) {
    found.push(violation('occurrence-without-span', `${path}.loop`, 'occurrence-without-span',
      'An occurrence with offset P0W needs a loop of at least 1 (or give it an offset).'));
  }
  if (entry.priceTI !== entry.priceTE + entry.tax) {
    found.push(violation('price-mismatch', `${path}.priceTI`, 'price-mismatch', 'priceTI must equal priceTE + tax.'));
  }
  return found;
}

/** Every reason to refuse this offer; empty when it may be saved. */
export function offerViolations(offer: OfferRulesInput): OfferViolation[] {
  const found: OfferViolation[] = [];
  if (offer.priceTI !== offer.priceTE + offer.tax) {
    found.push(violation('price-mismatch', 'priceTI', 'price-mismatch', 'priceTI must equal priceTE + tax.'));
  }
  if (offer.validThrough !== null && offer.validThrough < offer.validFrom) {
    found.push(violation('invalid-validity', 'validThrough', 'before-valid-from', 'validThrough cannot be before validFrom.'));
  }
  const { occurrences, recurrences } = offer.repaymentSchedule;
  const entries = occurrences.length + recurrences.length;
  if (offer.rhythmBilling === null && entries > 0) {
    found.push(violation('schedule-without-rhythm', 'rhythmBilling', 'required', 'A repayment schedule needs a rhythmBilling.'));
  }
  if (offer.rhythmBilling !== null && entries === 0) {
    found.push(violation('rhythm-without-schedule', 'repaymentSchedule', 'empty',
      'A recurring offer needs at least one occurrence or recurrence (or no rhythmBilling).'));
  }
  occurrences.forEach((entry, i) => found.push(...entryViolations(entry, `repaymentSchedule.occurrences.${i}`, offer.rhythmBilling, true)));
  recurrences.forEach((entry, i) => found.push(...entryViolations(entry, `repaymentSchedule.recurrences.${i}`, offer.rhythmBilling, false)));
  return found;
}

/** Throws the 400 of the first violation, with all of them, when there is any. */
export function assertOfferRules(offer: OfferRulesInput): void {
  const found = offerViolations(offer);
  if (found.length === 0) return;
  const violations = found.map(({ propertyPath, code, message }) => ({ propertyPath, code, message }));
  throw new DomainError(found[0]!.errorCode, found[0]!.message, violations);
}

// Rule 4: an entry's amount is per `interval`; a billing period holds P ÷ interval of them (a P1W entry
// under week4 counts four times). Only intervals that divide the period exactly are allowed: P1W into
// week1; P1W, P2W, P4W into week4; P1M into monthly (CONTRACT §9.1, interval-not-in-rhythm).
import type { Duration } from '../../time/duration';
import type { Rhythm } from '../subscriptions/renewal-dates';
import { billingPeriod } from './billing-period';

/** How many intervals one billing period holds; null when the interval does not divide it. */
export function entriesPerPeriod(interval: Duration, rhythm: Rhythm): number | null {
  const period = billingPeriod(rhythm);
  if (period.months > 0) {
    if (interval.days !== 0 || interval.months === 0 || period.months % interval.months !== 0) return null;
    return period.months / interval.months;
  }
  // Week rhythms take whole weeks only: 4 days divides 28 but is not a week.
  if (interval.months !== 0 || interval.days === 0 || interval.days % 7 !== 0 || period.days % interval.days !== 0) return null;
  return period.days / interval.days;
}

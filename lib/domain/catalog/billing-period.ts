// The billing period P of a rhythm (CONTRACT §9.2): week1 = 1 week, week4 = 4 weeks, monthly = 1
// calendar month. Period k runs from start + k·P through start + (k+1)·P − 1 day; months count from
// the start date each time (no drift at month ends), as renewal dates do.
import { addDays } from '../../time/calendar';
import type { Duration } from '../../time/duration';
import { periodStart, type Rhythm } from '../subscriptions/renewal-dates';

const PERIODS: Record<Rhythm, Duration> = {
  week1: { months: 0, days: 7 },
  week4: { months: 0, days: 28 },
  monthly: { months: 1, days: 0 },
};

export function billingPeriod(rhythm: Rhythm): Duration {
  return PERIODS[rhythm];
}

export interface PeriodBounds {
  periodStart: string;
  periodEnd: string;
}

/** The first and last day of billing period k (k = 0 starts on the start date). */
export function periodBounds(start: string, rhythm: Rhythm, k: number): PeriodBounds {
  return { periodStart: periodStart(start, rhythm, k), periodEnd: addDays(periodStart(start, rhythm, k + 1), -1) };
}

// Rule 3, in money: a period's installment is the sum of the entries active at the period's start,
// each counted P ÷ interval times (rule 4). Amounts are integer cents, tax included.
import type { RepaymentSchedule } from '../../db/schema';
import { parseDuration, type Duration } from '../../time/duration';
import type { Rhythm } from '../subscriptions/renewal-dates';
import { entriesPerPeriod } from './entry-count';
import { occurrenceSpan, recurrencesStart, spanEnd } from './entry-span';

/** A schedule read once for a rhythm: each entry's amount per billing period and, for occurrences, its span. */
export interface CompiledSchedule {
  rhythm: Rhythm;
  occurrences: { span: Duration; amountTI: number }[];
  recurrences: { amountTI: number }[];
}

/** An entry's amount in one billing period: its priceTI times the intervals the period holds. */
export function amountPerPeriod(entry: { interval: string; priceTI: number }, rhythm: Rhythm): number {
  const interval = parseDuration(entry.interval);
  const count = interval && entriesPerPeriod(interval, rhythm);
  // Offers are validated when written (offer-rules.ts): reaching this is a bug, not bad input.
  if (!count) throw new Error(`interval ${entry.interval} does not divide ${rhythm}`);
  return entry.priceTI * count;
}

export function compileSchedule(schedule: RepaymentSchedule, rhythm: Rhythm): CompiledSchedule {
  return {
    rhythm,
    occurrences: schedule.occurrences.map((entry) => {
      const span = occurrenceSpan(entry);
      if (!span) throw new Error(`occurrence without a span: ${JSON.stringify(entry)}`);
      return { span, amountTI: amountPerPeriod(entry, rhythm) };
    }),
    recurrences: schedule.recurrences.map((entry) => ({ amountTI: amountPerPeriod(entry, rhythm) })),
  };
}

/** True when the schedule never ends: it has recurrences (a fixed-term offer has none, rule 2). */
export function isOpenEnded(schedule: CompiledSchedule): boolean {
  return schedule.recurrences.length > 0;
}

/** The day after the last one any occurrence covers: a fixed-term offer bills nothing from then on. */
export function occurrencesEnd(schedule: CompiledSchedule, start: string): string {
  return recurrencesStart(start, schedule.occurrences.map((o) => o.span));
}

/** The installment of a period that starts on `date`, for a schedule that starts on `start`. */
export function installmentAt(schedule: CompiledSchedule, start: string, date: string): number {
  if (date < start) return 0;
  let total = 0;
  for (const occurrence of schedule.occurrences) {
    if (date < spanEnd(start, occurrence.span)) total += occurrence.amountTI;
  }
  if (date >= occurrencesEnd(schedule, start)) {
    for (const recurrence of schedule.recurrences) total += recurrence.amountTI;
  }
  return total;
}

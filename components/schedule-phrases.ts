// An offer's payments as phrases a person reads: what is paid today, then the debits grouped by
// amount ("9,90 € le 5 janv., 5 févr., 5 mars"), then, for an open-ended offer, the amount debited
// every period from then on. Pure: the staff editor runs it as staff type, the shop as a member picks
// a day. The arithmetic is the domain's (debitSchedule); only the grouping is here.
import { debitSchedule, type SchedulableOffer } from '@/lib/domain/catalog/debit-schedule';
import type { DebitDayChoice } from '@/lib/domain/catalog/debit-date';
import { compileSchedule } from '@/lib/domain/catalog/installment';

export type SchedulePhrase =
  | { kind: 'today'; amount: number }
  | { kind: 'on'; amount: number; dates: string[] }
  | { kind: 'every'; amount: number; rhythm: 'week1' | 'week4' | 'monthly'; from: string };

/** Debits read ahead to find where the regular amount starts (a 12-month promotion, and then some). */
const LOOK_AHEAD = 24;

export function schedulePhrases(offer: SchedulableOffer, startDate: string, choice: DebitDayChoice | null): SchedulePhrase[] {
  const { immediateTI, debits } = debitSchedule(offer, startDate, choice, LOOK_AHEAD);
  const phrases: SchedulePhrase[] = [];
  if (immediateTI > 0 || debits.length === 0) phrases.push({ kind: 'today', amount: immediateTI });
  if (offer.rhythmBilling === null || debits.length === 0) return phrases;
  const rhythm = offer.rhythmBilling;
  const compiled = compileSchedule(offer.repaymentSchedule, rhythm);
  let listed = debits;
  if (compiled.recurrences.length > 0) {
    const regular = compiled.recurrences.reduce((sum, r) => sum + r.amountTI, 0);
    let firstRegular = debits.length;
    while (firstRegular > 0 && debits[firstRegular - 1]!.amountTI === regular) firstRegular -= 1;
    listed = debits.slice(0, firstRegular);
    const tail = debits[firstRegular];
    pushGroups(phrases, listed);
    if (tail) phrases.push({ kind: 'every', amount: regular, rhythm, from: tail.date });
    return phrases;
  }
  pushGroups(phrases, listed);
  return phrases;
}

function pushGroups(phrases: SchedulePhrase[], debits: { date: string; amountTI: number }[]): void {
  for (const debit of debits) {
    const last = phrases.at(-1);
    if (last?.kind === 'on' && last.amount === debit.amountTI) last.dates.push(debit.date);
    else phrases.push({ kind: 'on', amount: debit.amountTI, dates: [debit.date] });
  }
}

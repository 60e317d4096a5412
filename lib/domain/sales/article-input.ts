// The body of POST /sales/{id}/articles, and how its debit day fits the offer (CONTRACT §9.2): a day
// of the month among the club's debit days for a monthly offer, a day of the week for week rhythms,
// neither for a one-off offer.
import type { ArticleImplementation, ArticleRepaymentSchedule, Offer } from '../../db/schema';
import { invalidField } from '../errors';

export interface ArticleInput {
  saleId: number;
  offerId: number;
  parentId?: number | null;
  implementation?: ArticleImplementation | null;
  implementations?: Record<string, unknown>[] | null;
  repaymentSchedule?: Partial<ArticleRepaymentSchedule> | null;
}

export function articleSchedule(
  input: ArticleInput['repaymentSchedule'], offer: Pick<Offer, 'rhythmBilling'>, clubDebitDays: number[],
): ArticleRepaymentSchedule | null {
  if (!input) return null;
  const schedule: ArticleRepaymentSchedule = {
    specificDay: input.specificDay ?? false, debitDay: input.debitDay ?? null, startDate: input.startDate ?? null,
    debitWeekDay: input.debitWeekDay ?? null,
  };
  const rhythm = offer.rhythmBilling;
  if (schedule.debitDay !== null) {
    if (rhythm !== 'monthly') {
      throw invalidField('repaymentSchedule.debitDay', 'not-for-rhythm', rhythm === null
        ? 'This offer is paid once: it has no debit day.'
        : `This offer is billed ${rhythm}: choose a day of the week with debitWeekDay (0 = Sunday .. 6 = Saturday).`);
    }
    if (!clubDebitDays.includes(schedule.debitDay)) {
      throw invalidField('repaymentSchedule.debitDay', 'not-allowed', `The club debits on day ${clubDebitDays.join(', ')} of the month.`,
        'api.error.sale.debit-day-not-allowed');
    }
  }
  if (schedule.debitWeekDay !== null && rhythm !== 'week1' && rhythm !== 'week4') {
    throw invalidField('repaymentSchedule.debitWeekDay', 'not-for-rhythm', rhythm === null
      ? 'This offer is paid once: it has no debit day.' : 'This offer is billed monthly: choose a day of the month with debitDay.');
  }
  return schedule;
}

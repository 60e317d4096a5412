import type { OperationContext } from '../context';
import { invalidField } from '../errors';
import type { OfferView } from './catalog-views';
import type { DebitDayChoice } from './debit-date';
import { debitSchedule, type DebitSchedule } from './debit-schedule';
import { getOfferOrThrow } from './get-offer';

export interface DebitScheduleRequest {
  offerId: number;
  startDate: string;
  /** 1..28, for a monthly rhythm. */
  debitDay?: number;
  /** 0 (Sunday) .. 6 (Saturday), for a week rhythm. */
  debitWeekDay?: number;
}

/** Which debit day applies: the month day for monthly offers, the week day for week ones, none for a one-off offer. */
function choiceFor(offer: OfferView, request: DebitScheduleRequest): DebitDayChoice | null {
  if (offer.rhythmBilling === null) return null;
  if (offer.rhythmBilling === 'monthly') {
    if (request.debitWeekDay !== undefined) {
      throw invalidField('debitWeekDay', 'not-for-rhythm', 'This offer is billed monthly: choose a day of the month with debitDay.');
    }
    return request.debitDay === undefined ? null : { debitDay: request.debitDay };
  }
  if (request.debitDay !== undefined) {
    throw invalidField('debitDay', 'not-for-rhythm', `This offer is billed ${offer.rhythmBilling}: choose a day of the week with debitWeekDay (0 = Sunday .. 6 = Saturday).`);
  }
  return request.debitWeekDay === undefined ? null : { debitWeekDay: request.debitWeekDay };
}

/** GET /offers/{id}/debit_schedule: what is paid at once and the first 12 debits (CONTRACT §9.2). */
export async function getDebitSchedule(ctx: OperationContext & DebitScheduleRequest): Promise<{ offer: OfferView; startDate: string } & DebitSchedule> {
  const offer = await getOfferOrThrow(ctx, ctx.offerId);
  return { offer, startDate: ctx.startDate, ...debitSchedule(offer, ctx.startDate, choiceFor(offer, ctx)) };
}

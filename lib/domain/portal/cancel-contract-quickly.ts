import { getDb } from '../../db/client';
import type { MemberContext } from './member-actor';
import { cancelSubscriptionOnline } from '../subscriptions/cancel-subscription-online';
import { getCancellationDates } from '../subscriptions/get-cancellation-dates';
import { getSubscriptionOrThrow, type SubscriptionDetail } from '../subscriptions/get-subscription';
import { quickCancellationMotiveId } from '../subscriptions/quick-cancellation-motive';
import { subscriptionClub } from '../subscriptions/subscription-club';

export interface QuickCancellation {
  subscription: SubscriptionDetail;
  /** The last day of the contract: the earliest date the club's rules allow. */
  endDate: string;
}

/**
 * "Résilier votre contrat" in one confirmation (Code de la consommation L215-1-1): the member's own
 * subscription ends on the earliest permitted date, with their motive or the club's default. Every
 * rule, the lock against a second request, the options' cascade and the confirmation e-mail are
 * cancelSubscriptionOnline's, the operation the partner API and the wizard use: this only chooses
 * the date and the motive the member was not asked for. Without a permitted date, today is sent, so
 * the refusal is the operation's own (already cancelled, runs to its end, not open online, ...).
 */
export async function cancelContractQuickly(ctx: MemberContext & { subscriptionId: number; motiveId?: number | null }): Promise<QuickCancellation> {
  const db = await getDb();
  const current = await getSubscriptionOrThrow(ctx, ctx.subscriptionId, db);
  const { club, today } = await subscriptionClub(db, ctx.tenant.id, current.clubId);
  const dates = await getCancellationDates({ ...ctx, subscriptionId: current.id, restrict: true });
  const endDate = dates?.[0] ?? today;
  const subscription = await cancelSubscriptionOnline({
    ...ctx, subscriptionId: current.id, cancellationDate: endDate, motiveId: quickCancellationMotiveId(club, ctx.motiveId), comment: undefined,
  });
  return { subscription, endDate };
}

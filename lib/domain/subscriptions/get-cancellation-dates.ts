import { getDb } from '../../db/client';
import type { OperationContext } from '../context';
import { getSubscriptionOrThrow, type SubscriptionDetail } from './get-subscription';
import { cancellationDates } from './renewal-dates';
import { runsToItsEnd } from './subscription-kind';
import { subscriptionClub } from './subscription-club';

/** Cancelled already: ended, or a cancellation accepted or awaiting a decision. */
export function isAlreadyCancelled(subscription: SubscriptionDetail): boolean {
  return subscription.state !== 'active'
    || subscription.cancellations.some((c) => c.status === 'accepted' || c.status === 'submitted');
}

/**
 * GET /subscriptions/{id}/cancellation_dates: the permitted dates, or null (204) when there are
 * none: cancelled already, or fixed-term/upfront with its end date still ahead.
 */
export async function getCancellationDates(
  ctx: OperationContext & { subscriptionId: number; receptionDate?: string; restrict: boolean },
): Promise<string[] | null> {
  const db = await getDb();
  const subscription = await getSubscriptionOrThrow(ctx, ctx.subscriptionId, db);
  const { club, today } = await subscriptionClub(db, ctx.tenant.id, subscription.clubId);
  if (isAlreadyCancelled(subscription) || runsToItsEnd(subscription, today)) return null;
  const rules = club.onlineCancellation;
  return cancellationDates({
    startDate: subscription.startDate,
    rhythm: subscription.rhythmBilling,
    engagedThrough: subscription.engagedThrough,
    receptionDate: ctx.receptionDate ?? today,
    noticePeriodDays: rules.noticePeriodDays,
    minimumDelayDays: rules.minimumDelayDays,
  }, ctx.restrict);
}

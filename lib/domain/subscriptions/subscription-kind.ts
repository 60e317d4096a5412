import type { SubscriptionKind } from '../../db/schema';
import type { Subscription } from '../../db/schema';

/** The type the club's online-cancellation settings name: fixed_term first, else the payment type (CONTRACT §6). */
export function subscriptionKind(subscription: Pick<Subscription, 'fixedTerm' | 'paymentType'>): SubscriptionKind {
  return subscription.fixedTerm ? 'fixed_term' : subscription.paymentType;
}

/** Fixed-term and upfront subscriptions run to their end date: no cancellation before it (spec, Subscription rules). */
export function runsToItsEnd(subscription: Pick<Subscription, 'fixedTerm' | 'paymentType' | 'endDate'>, today: string): boolean {
  return (subscription.fixedTerm || subscription.paymentType === 'upfront') && subscription.endDate !== null && subscription.endDate >= today;
}

import { getDb, type Executor } from '../../db/client';
import type { Club, SubscriptionState } from '../../db/schema';
import type { TenantRef } from '../context';
import { getSubscriptionOrThrow, type SubscriptionDetail } from '../subscriptions/get-subscription';
import { listSubscriptions } from '../subscriptions/list-subscriptions';
import { renewalDatesFrom } from '../subscriptions/renewal-dates';
import { subscriptionClub } from '../subscriptions/subscription-club';
import { onlineCancellationStatus, type OnlineCancellationStatus } from './online-cancellation-status';

type MemberContext = { tenant: TenantRef; actor: { kind: 'member'; contactId: number } };

/** A subscription as the member portal shows it to its member. Dates are YYYY-MM-DD. */
export interface MemberSubscription {
  id: number;
  name: string;
  club: { id: number; name: string };
  startDate: string;
  engagedThrough: string | null;
  endDate: string | null;
  state: SubscriptionState;
  /** Today in the club's time zone: what "still committed" and "next renewal" are measured from. */
  today: string;
  nextRenewal: string | null;
  options: { id: number; name: string; mandatory: boolean; endDate: string | null; state: SubscriptionState }[];
  online: OnlineCancellationStatus;
}

/** The last day of the current billing period, for subscriptions that renew until someone cancels them. */
function nextRenewalOf(subscription: SubscriptionDetail, today: string): string | null {
  if (subscription.state !== 'active' || subscription.fixedTerm || subscription.paymentType !== 'direct_debit') return null;
  const [next] = renewalDatesFrom(subscription.startDate, subscription.rhythmBilling, today, 1);
  // On its end date a subscription stops: that day is not a renewal.
  return next && (subscription.endDate === null || next < subscription.endDate) ? next : null;
}

async function toMemberSubscription(ctx: MemberContext, db: Executor, subscription: SubscriptionDetail, club: Club, today: string): Promise<MemberSubscription> {
  return {
    id: subscription.id,
    name: subscription.name,
    club: { id: club.id, name: club.name },
    startDate: subscription.startDate,
    engagedThrough: subscription.engagedThrough,
    endDate: subscription.endDate,
    state: subscription.state,
    today,
    nextRenewal: nextRenewalOf(subscription, today),
    options: subscription.options.map((o) => ({ id: o.id, name: o.name, mandatory: o.mandatory, endDate: o.endDate, state: o.state })),
    online: await onlineCancellationStatus(ctx, db, subscription, club, today),
  };
}

/** The signed-in member's own subscriptions, oldest first (listSubscriptions with the member actor). */
export async function listMemberSubscriptions(ctx: MemberContext): Promise<MemberSubscription[]> {
  const db = await getDb();
  const { items } = await listSubscriptions({ ...ctx, page: { page: 1, itemsPerPage: 100 } });
  const clubs = new Map<number, Promise<{ club: Club; today: string }>>();
  const clubOf = (id: number) => {
    if (!clubs.has(id)) clubs.set(id, subscriptionClub(db, ctx.tenant.id, id));
    return clubs.get(id)!;
  };
  return Promise.all(items.map(async (subscription) => {
    const { club, today } = await clubOf(subscription.clubId);
    return toMemberSubscription(ctx, db, subscription, club, today);
  }));
}

/** One of the member's subscriptions; another contact's is refused by getSubscriptionOrThrow. */
export async function getMemberSubscriptionOrThrow(ctx: MemberContext & { subscriptionId: number }): Promise<MemberSubscription> {
  const db = await getDb();
  const subscription = await getSubscriptionOrThrow(ctx, ctx.subscriptionId, db);
  const { club, today } = await subscriptionClub(db, ctx.tenant.id, subscription.clubId);
  return toMemberSubscription(ctx, db, subscription, club, today);
}

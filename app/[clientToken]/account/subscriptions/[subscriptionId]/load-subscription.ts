import { notFound } from 'next/navigation';
import { getMemberSubscriptionOrThrow, type MemberSubscription } from '@/lib/domain/portal/member-subscriptions';
import { loadMemberPage, type MemberPage } from '../../../_member/load-member-page';
import { nullIfMissingForMember } from '../../../run-action';

export type SubscriptionParams = { params: Promise<{ clientToken: string; subscriptionId: string }> };

/**
 * The signed-in member and one of their own subscriptions. Any other id (malformed, unknown, another
 * contact's, another tenant's) is the same 404 page, so it tells nothing about other members.
 */
export async function loadMemberSubscription({ params }: SubscriptionParams): Promise<MemberPage & { subscription: MemberSubscription }> {
  const { clientToken, subscriptionId } = await params;
  const page = await loadMemberPage(clientToken);
  const id = /^\d{1,9}$/.test(subscriptionId) ? Number(subscriptionId) : 0;
  if (id <= 0) notFound();
  const subscription = await nullIfMissingForMember(getMemberSubscriptionOrThrow({ tenant: page.tenant, actor: page.actor, subscriptionId: id }));
  if (!subscription) notFound();
  return { ...page, subscription };
}

import type { Executor } from '../../db/client';
import type { Club } from '../../db/schema';
import type { OperationContext } from '../context';
import { getContactOrThrow } from '../contacts/get-contact';
import { DomainError } from '../errors';
import { contactDebt } from '../finance/contact-debt';
import { getCancellationDates } from '../subscriptions/get-cancellation-dates';
import type { SubscriptionDetail } from '../subscriptions/get-subscription';
import { checkDebt, checkEnabled, checkSameClub, checkTags } from '../subscriptions/online-cancellation-checks';
import { runsToItsEnd } from '../subscriptions/subscription-kind';

/** Whether a member can start an online cancellation, and if not, why, in terms a page can explain. */
export type OnlineCancellationStatus =
  | { kind: 'available' }
  | { kind: 'ended'; endDate: string | null }
  | { kind: 'cancelled'; endDate: string }
  | { kind: 'requested' }
  | { kind: 'runs-to-end'; endDate: string; fixedTerm: boolean }
  /** A club rule that does not depend on the member's choices refuses it: the error code of that rule. */
  | { kind: 'refused'; code: string };

/**
 * Read-only: answers before the member starts the wizard what cancelSubscriptionOnline would refuse
 * whatever they choose (club settings, club, tags, debt), with the domain's own checks, so a member
 * with a debt learns it at once instead of after four steps. The motive, the date and the daily quota
 * are still checked when they confirm.
 */
export async function onlineCancellationStatus(
  ctx: OperationContext, db: Executor, subscription: SubscriptionDetail, club: Club, today: string,
): Promise<OnlineCancellationStatus> {
  if (subscription.state !== 'active') return { kind: 'ended', endDate: subscription.endDate };
  const accepted = subscription.cancellations.findLast((c) => c.status === 'accepted');
  if (accepted) return { kind: 'cancelled', endDate: subscription.endDate ?? accepted.cancellationDate };
  if (subscription.cancellations.some((c) => c.status === 'submitted')) return { kind: 'requested' };
  if (runsToItsEnd(subscription, today)) {
    return { kind: 'runs-to-end', endDate: subscription.endDate!, fixedTerm: subscription.fixedTerm };
  }
  try {
    checkEnabled(club, subscription);
    const contact = await getContactOrThrow(ctx, subscription.contactId, db);
    checkSameClub(contact, subscription);
    // The debt before the tags, unlike the API's order: a debt blocks through its accounting tag
    // (blocking_debt), and "settle it first" is what the member can act on, from the debts page.
    checkDebt(club, await contactDebt(db, ctx.tenant.id, contact.id));
    checkTags(club, contact.tags, today);
  } catch (error) {
    if (error instanceof DomainError && error.code.startsWith('api.error.subscription-cancel-online.')) {
      return { kind: 'refused', code: error.code };
    }
    throw error;
  }
  // The dates endpoint has the last word: no permitted date, no online cancellation.
  const dates = await getCancellationDates({ ...ctx, subscriptionId: subscription.id, restrict: true });
  return dates && dates.length > 0 ? { kind: 'available' } : { kind: 'refused', code: 'api.error.subscription-cancel-online.invalid-cancel-date' };
}

// What can be cancelled for a member, worded for staff: each subscription and each of its options,
// with the reason when one cannot be (the same rules createCancellation applies).
import type { SubscriptionDetail } from '@/lib/domain/subscriptions/get-subscription';
import { formatDate } from '../../format';

export interface TargetChoice {
  value: string;
  label: string;
  detail: string;
  unavailable?: string;
}

export interface SubscriptionChoice extends TargetChoice {
  options: TargetChoice[];
}

function kind(s: SubscriptionDetail): string {
  if (s.fixedTerm) return 'Fixed term';
  return s.paymentType === 'upfront' ? 'Paid upfront' : 'Monthly direct debit';
}

function detailOf(s: SubscriptionDetail): string {
  const parts = [kind(s), `since ${formatDate(s.startDate)}`];
  if (s.engagedThrough) parts.push(`commitment until ${formatDate(s.engagedThrough)}`);
  if (s.endDate) parts.push(`ends ${formatDate(s.endDate)}`);
  return parts.join(' · ');
}

export function subscriptionChoices(subscriptions: SubscriptionDetail[]): SubscriptionChoice[] {
  return subscriptions.map((s) => {
    const pending = s.cancellations.find((c) => c.status === 'submitted' || c.status === 'accepted');
    const unavailable = s.state !== 'active'
      ? 'Already ended.'
      : pending ? `Already has a cancellation (${pending.status === 'submitted' ? 'waiting for a decision' : 'accepted'}).` : undefined;
    return {
      value: `subscription:${s.id}`,
      label: s.name,
      detail: detailOf(s),
      ...(unavailable ? { unavailable } : {}),
      options: s.options.map((o) => {
        const why = o.mandatory ? 'Mandatory: it ends with the subscription.'
          : o.packageId !== null ? 'Part of a package: it ends with the subscription.'
            : o.state !== 'active' ? 'Already ended.'
              : o.endDate ? `Already ends ${formatDate(o.endDate)}.` : undefined;
        return { value: `option:${o.id}`, label: o.name, detail: 'Option', ...(why ? { unavailable: why } : {}) };
      }),
    };
  });
}

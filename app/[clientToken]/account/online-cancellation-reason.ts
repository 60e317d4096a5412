import { sentenceFor } from '@/lib/domain/messages';
import type { OnlineCancellationStatus } from '@/lib/domain/portal/online-cancellation-status';
import { formatDate } from './format-date';

/**
 * Why a subscription cannot be cancelled online, in one or two sentences that say what to do
 * instead; null when it can be. The account page and the cancellation page say the same thing.
 */
export function onlineCancellationReason(status: OnlineCancellationStatus): string | null {
  switch (status.kind) {
    case 'available':
      return null;
    case 'ended':
      return status.endDate ? `This subscription ended on ${formatDate(status.endDate)}.` : 'This subscription has ended.';
    case 'cancelled':
      return `Cancelled: this subscription ends on ${formatDate(status.endDate)}. You can use the club until then.`;
    case 'requested':
      return 'Your cancellation request is with your club. They will confirm the end date with you.';
    case 'runs-to-end':
      return status.fixedTerm
        ? `A fixed-term pass runs until its end date, ${formatDate(status.endDate)}, so it cannot be cancelled online before then. It stops by itself on that day.`
        : `Paid upfront, this subscription runs until its end date, ${formatDate(status.endDate)}, so it cannot be cancelled online before then.`;
    case 'refused':
      return sentenceFor(status.code);
  }
}

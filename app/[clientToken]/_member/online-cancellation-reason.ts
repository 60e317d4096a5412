import { getTranslations } from 'next-intl/server';
import { getFormat } from '@/i18n/get-format';
import { sentenceWith } from '@/lib/i18n/error-sentence';
import type { OnlineCancellationStatus } from '@/lib/domain/portal/online-cancellation-status';

/**
 * Why a subscription cannot be cancelled online, in one or two sentences that say what to do
 * instead; null when it can be. The account page and the cancellation page say the same thing.
 */
export async function onlineCancellationReason(status: OnlineCancellationStatus): Promise<string | null> {
  const [t, format] = await Promise.all([getTranslations('account.reason'), getFormat()]);
  switch (status.kind) {
    case 'available':
      return null;
    case 'ended':
      return status.endDate ? t('endedOn', { date: format.date(status.endDate) }) : t('ended');
    case 'cancelled':
      return t('cancelled', { date: format.date(status.endDate) });
    case 'requested':
      return t('requested');
    case 'runs-to-end':
      return t(status.fixedTerm ? 'fixedTerm' : 'upfront', { date: format.date(status.endDate) });
    case 'refused':
      return sentenceWith(await getTranslations('errors'), status.code);
  }
}

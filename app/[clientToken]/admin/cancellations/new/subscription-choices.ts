import type { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
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

type Words = Awaited<ReturnType<typeof getTranslations<'adminCancellations.create'>>>;

function kind(s: SubscriptionDetail, t: Words): string {
  if (s.fixedTerm) return t('kinds.fixedTerm');
  return s.paymentType === 'upfront' ? t('kinds.upfront') : t('kinds.directDebit');
}

function detailOf(s: SubscriptionDetail, t: Words, locale: Locale): string {
  const parts = [kind(s, t), t('since', { date: formatDate(s.startDate, locale) })];
  if (s.engagedThrough) parts.push(t('commitment', { date: formatDate(s.engagedThrough, locale) }));
  if (s.endDate) parts.push(t('ends', { date: formatDate(s.endDate, locale) }));
  return parts.join(' · ');
}

export function subscriptionChoices(subscriptions: SubscriptionDetail[], t: Words, locale: Locale): SubscriptionChoice[] {
  return subscriptions.map((s) => {
    const pending = s.cancellations.find((c) => c.status === 'submitted' || c.status === 'accepted');
    const unavailable = s.state !== 'active'
      ? t('ended')
      : pending ? t('hasCancellation', { state: pending.status }) : undefined;
    return {
      value: `subscription:${s.id}`,
      label: s.name,
      detail: detailOf(s, t, locale),
      ...(unavailable ? { unavailable } : {}),
      options: s.options.map((o) => {
        const why = o.mandatory ? t('mandatory')
          : o.packageId !== null ? t('package')
            : o.state !== 'active' ? t('ended')
              : o.endDate ? t('alreadyEnds', { date: formatDate(o.endDate, locale) }) : undefined;
        return { value: `option:${o.id}`, label: o.name, detail: t('option'), ...(why ? { unavailable: why } : {}) };
      }),
    };
  });
}

// The e-mail telling a member a no-show or late-cancellation scenario applied (CONTRACT §14), in
// their language, from the `email.penalty` catalog.
import { createTranslator } from 'next-intl';
import { catalogOf } from '../i18n/catalog';
import { formatterFor } from '../i18n/format';
import type { Locale } from '../i18n/locales';
import type { MailText } from './mail-texts';

export function penaltyMail(locale: Locale, input: {
  givenName: string; clubName: string; kind: 'no_show' | 'late_cancel'; count: number; periodDays: number;
  penalty: { blockedUntil: string } | { amount: number };
}): MailText {
  const t = createTranslator({ locale, messages: catalogOf(locale), namespace: 'email.penalty' });
  const format = formatterFor(locale);
  const why = t(input.kind === 'no_show' ? 'whyNoShow' : 'whyLateCancel', { count: input.count, days: input.periodDays, club: input.clubName });
  const what = 'blockedUntil' in input.penalty
    ? t('blocked', { date: format.date(input.penalty.blockedUntil) })
    : t('fee', { amount: format.money(input.penalty.amount) });
  return { subject: t('subject', { club: input.clubName }), text: [t('greeting', { name: input.givenName }), why, what, t('contact')].join('\n\n') };
}

// The e-mail telling a club's managers one of its drawers holds more cash than the club's limit
// (lib/domain/cash-drawers/alert-cash-drawer-limit.ts), in the club's language, with the words of the
// cash drawers page (namespace `adminCashDrawer`).
import { createTranslator } from 'next-intl';
import { catalogOf } from '../i18n/catalog';
import { formatMoney } from '../i18n/format';
import type { Locale } from '../i18n/locales';
import type { MailText } from './mail-texts';

export function cashDrawerLimitMail(locale: Locale, input: { name: string; club: string; checkout: string; cash: number; limit: number }): MailText {
  const t = createTranslator({ locale, messages: catalogOf(locale), namespace: 'adminCashDrawer' });
  const values = { name: input.name, club: input.club, checkout: input.checkout, cash: formatMoney(locale, input.cash), limit: formatMoney(locale, input.limit) };
  return { subject: t('mail.subject', values), text: t('mail.text', values) };
}

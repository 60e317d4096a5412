// The weekly dashboard's e-mail (lib/domain/insight/send-weekly-dashboards.ts), in the staff member's
// language, with the words of the dashboard itself (namespace `adminDashboard`): the PDF it carries
// names its club, or the network, the same way.
import { createTranslator } from 'next-intl';
import { catalogOf } from '../i18n/catalog';
import { formatterFor } from '../i18n/format';
import type { Locale } from '../i18n/locales';
import type { MailText } from './mail-texts';

/** What the dashboard is of, in words: the club's name, or "the whole network". */
export function dashboardScope(locale: Locale, clubName: string | null): string {
  return clubName ?? createTranslator({ locale, messages: catalogOf(locale), namespace: 'adminDashboard' })('network');
}

export function weeklyDashboardMail(locale: Locale, input: { name: string; scope: string; monday: string; today: string }): MailText {
  const t = createTranslator({ locale, messages: catalogOf(locale), namespace: 'adminDashboard' });
  const format = formatterFor(locale);
  return {
    subject: t('mail.subject', { scope: input.scope, date: format.date(input.monday) }),
    text: t('mail.text', { name: input.name, scope: input.scope, date: format.date(input.today) }),
  };
}

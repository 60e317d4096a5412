// The code that confirms a member's new e-mail address (lib/domain/portal/change-member-email.ts),
// in the member's language; its words live with the profile page's (messages/<language>/profile.json).
import { createTranslator } from 'next-intl';
import { catalogOf } from '../i18n/catalog';
import type { Locale } from '../i18n/locales';
import type { MailText } from './mail-texts';

export function emailChangeCodeMail(locale: Locale, input: { code: string; tenantName: string }): MailText {
  const t = createTranslator({ locale, messages: catalogOf(locale), namespace: 'profile.emailMail' });
  return { subject: t('subject', { code: input.code }), text: t('text', { code: input.code, tenant: input.tenantName }) };
}

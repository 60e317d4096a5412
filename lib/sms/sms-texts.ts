// The words of the SMS we send, in the recipient's language, from the page catalogs (namespace
// `mandates`), as e-mails take theirs (lib/mail/mail-texts.ts). Domain operations call these and hand
// the text to the SMS sender (sms-sender.ts).
import { createTranslator } from 'next-intl';
import { catalogOf } from '../i18n/catalog';
import type { Locale } from '../i18n/locales';


export function signatureCodeSms(locale: Locale, input: { code: string; tenantName: string }): string {
  const t = createTranslator({ locale, messages: catalogOf(locale), namespace: 'mandates' });
  return t('sms.signatureCode', { code: input.code, tenant: input.tenantName });
}

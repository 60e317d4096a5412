// The answer to an anonymous "Résilier votre contrat" request that the club's rules keep from being
// done online (lib/domain/portal/request-contract-cancellation.ts): sent to the contract's own
// address, since the page says the same thing to everyone. The confirmation of a cancellation done
// is subscriptionCancelledMail (mail-texts.ts), sent by the cancellation itself.
import { createTranslator } from 'next-intl';
import { catalogOf } from '../i18n/catalog';
import { formatterFor } from '../i18n/format';
import type { Locale } from '../i18n/locales';
import { sentenceFor } from '../i18n/server-sentences';
import type { MailText } from './mail-texts';

export function cancellationNotDoneMail(locale: Locale, input: {
  givenName: string; subscriptionName: string; clubName: string; receivedOn: string; reasonCode: string;
}): MailText {
  const t = createTranslator({ locale, messages: catalogOf(locale), namespace: 'email' });
  const values = { subscription: input.subscriptionName, club: input.clubName };
  return {
    subject: t('cancellationNotDone.subject', values),
    text: t('cancellationNotDone.text', {
      ...values, name: input.givenName, date: formatterFor(locale).date(input.receivedOn), reason: sentenceFor(input.reasonCode, locale),
    }),
  };
}

// The words of the e-mails we send, in the recipient's language, from the same catalogs as the pages
// (namespace `email` of messages/*.json, which never goes to a browser). Dates go through Intl, an
// instant in its club's time zone. Domain operations call these and hand the result to the mailer.
import { createTranslator } from 'next-intl';
import { catalogOf } from '../i18n/catalog';
import { formatterFor } from '../i18n/format';
import type { Locale } from '../i18n/locales';

export interface MailText {
  subject: string;
  text: string;
}


const emailTranslator = (locale: Locale) => createTranslator({ locale, messages: catalogOf(locale), namespace: 'email' });

/** The one-time code a member signs in with. */
export function signInCodeMail(locale: Locale, input: { code: string; tenantName: string }): MailText {
  const t = emailTranslator(locale);
  return { subject: t('signInCode.subject', { code: input.code }), text: t('signInCode.text', { code: input.code, tenant: input.tenantName }) };
}

/** The code that confirms a contact's move to another club (a contact migration request). */
export function contactMigrationCodeMail(locale: Locale, input: { code: string; tenantName: string; clubName: string }): MailText {
  const t = emailTranslator(locale);
  const values = { code: input.code, tenant: input.tenantName, club: input.clubName };
  return { subject: t('contactMigrationCode.subject', values), text: t('contactMigrationCode.text', values) };
}

/** To everyone booked or waiting when the club cancels a class. */
export function classCancelledMail(locale: Locale, input: { givenName: string; className: string; clubName: string; startedAt: Date; timeZone: string }): MailText {
  const t = emailTranslator(locale);
  const values = { class: input.className, club: input.clubName, when: formatterFor(locale).instant(input.startedAt, input.timeZone) };
  return { subject: t('classCancelled.subject', values), text: t('classCancelled.text', { ...values, name: input.givenName }) };
}

/** The confirmation of a member's online cancellation; `endDate` is a calendar date (YYYY-MM-DD). */
export function subscriptionCancelledMail(locale: Locale, input: {
  givenName: string; subscriptionName: string; clubName: string; endDate: string;
  /** The day the request was received (the club's today) and the options ending with it: the effects the law asks the confirmation to state. */
  receivedOn?: string; options?: string[];
}): MailText {
  const t = emailTranslator(locale);
  const format = formatterFor(locale);
  const values = { subscription: input.subscriptionName, club: input.clubName };
  const date = format.date(input.endDate);
  const effects = [
    t('subscriptionCancelled.effectsTitle'),
    t('subscriptionCancelled.effectAccess', { date }),
    t('subscriptionCancelled.effectDebits', { date }),
    ...(input.options?.length ? [t('subscriptionCancelled.effectOptions', { options: format.list(input.options, 'unit') })] : []),
    t('subscriptionCancelled.effectKeep'),
  ];
  return {
    subject: t('subscriptionCancelled.subject', values),
    text: [
      t('subscriptionCancelled.text', { ...values, name: input.givenName, date }),
      ...(input.receivedOn ? [t('subscriptionCancelled.received', { date: format.date(input.receivedOn) })] : []),
      '', ...effects, '', t('subscriptionCancelled.contact', values), '',
    ].join('\n'),
  };
}

/** The confirmation of a booked place; the caller attaches the class's .ics (lib/calendar). */
export function bookingConfirmedMail(locale: Locale, input: { givenName: string; className: string; clubName: string; startedAt: Date; timeZone: string }): MailText {
  const t = emailTranslator(locale);
  const values = { class: input.className, club: input.clubName, when: formatterFor(locale).instant(input.startedAt, input.timeZone) };
  return { subject: t('bookingConfirmed.subject', values), text: t('bookingConfirmed.text', { ...values, name: input.givenName }) };
}

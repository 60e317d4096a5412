// Plain sentences for people using the pages. The API answers with codes (CONTRACT §2); the member
// portal and the back office show these sentences instead, and this is the one place they live, so
// a code reads the same on every page. Keyed by code only, so the table can become a message catalog
// (one per language) without touching the pages. Server actions reach it through one frame
// (app/[clientToken]/run-action.ts).
import type { z } from 'zod';

const SENTENCES: Record<string, string> = {
  'api.error.not-found': 'This item does not exist, or it was removed.',
  'api.error.validation.invalid': 'Some values are not valid. Check the highlighted fields.',
  'api.error.validation.required': 'Some required values are missing.',
  'api.error.club.code-already-used': 'Another club already uses this code.',
  'api.error.scope.unauthorized-endpoint': 'You are not allowed to do this.',
  'api.error.scope.unauthorized-club': 'You are not allowed to act on this club.',
  'api.error.concurrent-lock': 'Someone else is changing this at the same moment. Try again in a few seconds.',
  'api.error.internal': 'Something went wrong on our side. Please try again.',
  'api.error.rate-limited': 'Too many attempts, try again in a few minutes.',
  // Webhooks.
  'api.error.webhook.invalid-url': 'Enter a web address that starts with http:// or https://.',
  'api.error.webhook.url-forbidden': 'This address cannot receive webhooks: it must be a public address, without a user name or password.',
  'api.error.webhook.url-unresolvable': 'This address cannot be found. Check the host name.',
  'api.error.webhook.endpoint-disabled': 'Set a webhook URL and turn deliveries on first.',
  // Contacts, tags and badges.
  'api.error.contact.email-already-used': 'Another contact of this network already uses this e-mail address.',
  'api.error.contact-tag.accounting-tag': 'This tag is set by accounting while a debt is open. It goes away when the debt is settled.',
  'api.error.identificator.number-already-used': 'Another badge of this network already has this number.',
  'api.error.identificator.already-disabled': 'This badge is already disabled.',
  // Cancellations.
  'api.error.cancellation.target-required': 'Choose the subscription or the option to cancel.',
  'api.error.cancellation.option-not-cancellable-alone': 'This option ends with its subscription: cancel the subscription instead.',
  'api.error.cancellation.already-canceled': 'This subscription has already ended or already has a cancellation waiting or accepted.',
  'api.error.cancellation.transition-not-allowed': 'This cancellation has already been decided, so it cannot be changed this way. Reload the page to see its status.',
  'api.error.subscription.locked': 'Someone else is changing this subscription at the same moment. Try again in a few seconds.',
  // Class schedule (back office).
  'api.error.class-event.canceled': 'This class is cancelled, so it can no longer be changed.',
  'api.error.class-event.already-canceled': 'This class is already cancelled.',
  'api.error.class-event.ended': 'This class is over, so it can no longer be changed or cancelled.',
  'api.error.optin.legal-not-modifiable': 'Legal information is always sent: the law requires it, so it cannot be turned off.',
  // Catalog (back office): the offer's rules (CONTRACT §9.1); the editor also says each beside its field.
  'api.error.offer.price-mismatch': 'A price must be its part without tax plus its tax.',
  'api.error.offer.invalid-validity': 'The end of sale cannot be before its start.',
  'api.error.offer.schedule-without-rhythm': 'A repayment schedule needs a billing rhythm.',
  'api.error.offer.rhythm-without-schedule': 'A recurring offer needs at least one entry in its repayment schedule.',
  'api.error.offer.interval-not-in-rhythm': 'An entry\'s interval does not fit the billing rhythm.',
  'api.error.offer.occurrence-without-span': 'A first payment needs a duration or a number of repeats.',
  // Booking refusals (CONTRACT §6) as a member reads them about their own booking: what happened and,
  // where there is one, what to do instead.
  'api.error.attendee.class-full': 'This class and its waiting list are full. Places free up when members cancel: check again later, or choose another class.',
  'api.error.attendee.already-booked': 'You already have a place in this class, or a place on its waiting list.',
  'api.error.attendee.class-canceled': 'The club has cancelled this class.',
  'api.error.attendee.class-started': 'This class has already started, so its bookings can no longer be made or cancelled.',
  'api.error.attendee.booking-not-open': 'Booking for this class is not open yet. The timetable says from when you can book it.',
  'api.error.attendee.club-not-shared': 'This class is at a club that does not share bookings with yours, so it cannot be booked from your account.',
  'api.error.attendee.contact-blocked': 'Booking is not available on your account at the moment. Contact your club: they can tell you why.',
  'api.error.attendee.no-active-subscription': 'Booking a class needs a subscription in force. Your account page shows your subscriptions.',
  'api.error.attendee.already-canceled': 'This place was already cancelled.',
  // A class or a booking that is gone, or was never this member's: the same words, so nothing leaks.
  'web.booking.not-found': 'This class or booking no longer exists. The timetable shows what is on now.',
  // Online cancellation refusals, as the member reads them: what happened, then what to do next.
  'api.error.subscription-cancel-online.missing-date': 'Choose the date your subscription should end.',
  'api.error.subscription-cancel-online.missing-motive-id': 'Choose the reason you are leaving.',
  'api.error.subscription-cancel-online.invalid-date': 'Choose one of the dates offered.',
  'api.error.subscription-cancel-online.not-enabled': 'Your club does not offer online cancellation for this kind of subscription. To cancel it, contact your club: the team at the front desk can do it for you.',
  'api.error.subscription-cancel-online.subscription-contact-different-club': 'This subscription was taken out at another club than the one you belong to, so it cannot be cancelled online. Contact the club where you took it out.',
  'api.error.subscription-cancel-online.already-canceled': 'This subscription is already cancelled. Your account page shows the day it ends.',
  'api.error.subscription-cancel-online.motive-id-not-include': 'This reason can no longer be chosen online. Go back and choose another one.',
  'api.error.subscription-cancel-online.contact-tag-not-eligible': 'Online cancellation is not open to your kind of membership. Contact your club: they can cancel it for you.',
  'api.error.subscription-cancel-online.contact-tag-prohibited': 'Online cancellation is not available on your account at the moment. Contact your club: they can tell you why and cancel it for you.',
  'api.error.subscription-cancel-online.contact-debt-over-limit': 'Your account has an unpaid balance. Settle it with your club first; once it is paid, you can cancel online.',
  'api.error.subscription-cancel-online.invalid-cancel-date': 'This date is too early: your subscription can only end after your commitment and the club\'s notice period. Choose one of the dates offered.',
  'api.error.subscription-cancel-online.cancellation-date-invalid': 'This date is no longer one of the dates offered. Go back and choose one of the dates listed now.',
  'api.error.subscription-cancel-online.daily-quota-exceeded': 'Your club has received as many online cancellations today as it can handle. Nothing has changed: please try again tomorrow.',
  'api.error.subscription-cancel-online.locked': 'A cancellation of this subscription is already being processed. Wait a moment, then check your account page.',
  // Codes of the web sign-in, not of the domain: they never reach the API.
  'web.auth.signed-out': 'Your session has ended. Sign in again to continue.',
  'web.auth.invalid-credentials': 'The e-mail or password is not correct.',
  'web.auth.invalid-code': 'This code is not valid or has expired. Check it, or ask for a new one.',
  'web.auth.invalid-email': 'Enter a valid e-mail address.',
  'web.auth.unavailable': 'Signing in is not possible right now. Please try again in a moment.',
};

/** The sentence for an error code; an unknown code gets a calm generic sentence, never the raw code. */
export function sentenceFor(code: string): string {
  return SENTENCES[code] ?? SENTENCES['api.error.internal']!;
}

/**
 * Readable messages for schema checks that carry no message of their own ("Too big: expected number
 * to be <=365" becomes "At most 365."). Passed as the per-parse error map on both sides: the form's
 * zodResolver and the server action, so a field shows the same sentence whichever side caught it.
 * Messages written in a schema itself take precedence over this map.
 */
export const fieldErrorMessage: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.expected === 'number') return 'Enter a number.';
      if (issue.expected === 'int') return 'Enter a whole number.';
      return 'This value is required.';
    case 'too_small':
      if (issue.origin === 'number') return `At least ${String(issue.minimum)}.`;
      if (issue.origin === 'string') return 'This value is required.';
      if (issue.origin === 'array') return `Choose at least ${String(issue.minimum)}.`;
      return undefined;
    case 'too_big':
      if (issue.origin === 'number') return `At most ${String(issue.maximum)}.`;
      if (issue.origin === 'string') return `At most ${String(issue.maximum)} characters.`;
      if (issue.origin === 'array') return `At most ${String(issue.maximum)} entries.`;
      return undefined;
    case 'invalid_value':
      return 'Choose one of the listed values.';
    case 'unrecognized_keys':
      return 'This form sent a field that cannot be changed.';
    default:
      return undefined;
  }
};

import { sentenceFor } from '@/lib/domain/messages';
import type { MemberActionResult } from './run-member-action';

// Booking refusals (CONTRACT §6) as a member reads them about their own booking: what happened and,
// where there is one, what to do instead. Other codes read as everywhere else (lib/domain/messages.ts).
const SENTENCES: Record<string, string> = {
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
  'api.error.not-found': 'This class or booking no longer exists. The timetable shows what is on now.',
};

export function bookingSentence(code: string): string {
  return SENTENCES[code] ?? sentenceFor(code);
}

/** What the page shows when an action never answered (the network failed, the server was restarting). */
export const NOT_ANSWERED: MemberActionResult<never> = { ok: false, code: 'api.error.internal', message: sentenceFor('api.error.internal') };

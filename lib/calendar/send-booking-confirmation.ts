import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { attendees, contacts } from '../db/schema';
import { contactLanguageColumn } from '../domain/contacts/contact-language';
import { bookingConfirmedMail } from '../mail/mail-texts';
import { mailer } from '../mail/mailer';
import { now } from '../time/clock';
import { bookingEvent } from './booking-event';
import { readCalendarBookings } from './booking-rows';
import { ICS_CONTENT_TYPE, writeCalendar } from './ics';

/**
 * The e-mail that confirms a booked seat, in the member's language, with the class as an .ics file
 * (same UID as in their private feed). A waiting-list place gets no e-mail: it is not a place yet.
 */
export async function sendBookingConfirmation(db: Executor, tenantId: number, attendeeId: number): Promise<void> {
  const [booking] = await readCalendarBookings(db, tenantId, eq(attendees.id, attendeeId), 1);
  if (!booking || booking.state !== 'booked') return;
  const [person] = await db.select({ email: contacts.email, givenName: contacts.givenName, language: contactLanguageColumn })
    .from(attendees)
    .innerJoin(contacts, and(eq(contacts.tenantId, attendees.tenantId), eq(contacts.id, attendees.contactId)))
    .where(and(eq(attendees.tenantId, tenantId), eq(attendees.id, attendeeId)));
  if (!person?.email) return;
  const mail = bookingConfirmedMail(person.language, {
    givenName: person.givenName, className: booking.className, clubName: booking.clubName, startedAt: booking.startedAt, timeZone: booking.timeZone,
  });
  const ics = writeCalendar({ timeZone: booking.timeZone, events: [bookingEvent(person.language, booking, now())] });
  await mailer().send(db, {
    tenantId, to: person.email, ...mail, dedupeKey: `booking-confirmed:${attendeeId}`,
    attachments: [{ filename: 'booking.ics', contentType: `${ICS_CONTENT_TYPE}; method=PUBLISH`, content: ics }],
  });
}

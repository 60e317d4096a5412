import { and, eq, gte } from 'drizzle-orm';
import { getDb } from '../db/client';
import { attendees, classEvents, clubs, contacts } from '../db/schema';
import { contactLanguageColumn } from '../domain/contacts/contact-language';
import { now } from '../time/clock';
import { bookingEvent, feedName } from './booking-event';
import { readCalendarBookings } from './booking-rows';
import { writeCalendar } from './ics';

const PAST_DAYS = 30;

/**
 * The member's feed: their bookings to come and of the last 30 days (seats, and waiting-list places as
 * tentative), in their language. The calendar's zone is their club's. Undefined when the contact is gone.
 */
export async function memberFeed(tenantId: number, contactId: number): Promise<string | undefined> {
  const db = await getDb();
  const [member] = await db.select({ language: contactLanguageColumn, clubName: clubs.name, timeZone: clubs.timeZone }).from(contacts)
    .innerJoin(clubs, and(eq(clubs.tenantId, contacts.tenantId), eq(clubs.id, contacts.clubId)))
    .where(and(eq(contacts.tenantId, tenantId), eq(contacts.id, contactId)));
  if (!member) return undefined;
  const at = now();
  const since = new Date(at.getTime() - PAST_DAYS * 86_400_000);
  const bookings = await readCalendarBookings(db, tenantId, and(eq(attendees.contactId, contactId), gte(classEvents.startedAt, since))!);
  return writeCalendar({
    timeZone: member.timeZone,
    name: feedName(member.language, member.clubName),
    events: bookings.map((booking) => bookingEvent(member.language, booking, at)),
  });
}

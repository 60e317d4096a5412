import { and, eq, sql } from 'drizzle-orm';
import { preparedStatement } from '../../db/prepared';
import { attendees, classEvents, clubs, contacts, type ClassEvent, type ContactTag } from '../../db/schema';
import { tagsFromJson, tagsJsonColumn } from '../contacts/tags-json';

export interface BookingTarget {
  event: ClassEvent;
  timeZone: string;
  bookingWindowDays: number;
  /** The club of the contact who books; null when the tenant has no such contact. */
  contactClubId: number | null;
  /** That contact's tags (for the blocked rule). */
  contactTags: ContactTag[];
  /** The contact already holds a seat or a queue place in this class. */
  alreadyLive: boolean;
}

const tenantId = sql.placeholder('tenantId');
const contactId = sql.placeholder('contactId');

const targetStatement = preparedStatement('booking_target', (db, name) => db.select({
  event: classEvents,
  timeZone: clubs.timeZone,
  bookingWindowDays: clubs.bookingWindowDays,
  contactClubId: contacts.clubId,
  contactTags: tagsJsonColumn,
  alreadyLive: sql<boolean>`EXISTS (SELECT 1 FROM ${attendees} WHERE ${attendees.tenantId} = ${tenantId}
    AND ${attendees.classEventId} = ${classEvents.id} AND ${attendees.contactId} = ${contactId} AND ${attendees.state} <> 'canceled')`,
}).from(classEvents)
  .innerJoin(clubs, and(eq(clubs.tenantId, classEvents.tenantId), eq(clubs.id, classEvents.clubId)))
  .leftJoin(contacts, and(eq(contacts.tenantId, classEvents.tenantId), eq(contacts.id, contactId)))
  .where(and(eq(classEvents.tenantId, tenantId), eq(classEvents.id, sql.placeholder('classEventId'))))
  .prepare(name));

/**
 * What a booking is judged on, in one read without locks: the class and its club's booking settings,
 * the contact's club and tags, and whether the contact already has a place. Most refusals under load
 * (a full class) are answered from this read alone. Undefined when the tenant has no such class.
 */
export async function readBookingTarget(tenant: number, classEventId: number, contact: number): Promise<BookingTarget | undefined> {
  const [row] = await (await targetStatement()).execute({ tenantId: tenant, classEventId, contactId: contact });
  return row && { ...row, contactTags: tagsFromJson(row.contactTags) };
}

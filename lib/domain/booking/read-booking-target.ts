import { and, eq, sql } from 'drizzle-orm';
import { preparedStatement } from '../../db/prepared';
import { attendees, classEvents, classLayouts, clubs, contacts, subscriptions, type ClassEvent, type ContactTag } from '../../db/schema';

/** What a booking reads of its class: the rest of the row (names, resources, audit times) is not read. */
export type BookingClass = Pick<ClassEvent, 'id' | 'clubId' | 'canceledAt' | 'startedAt' | 'bookedCount' | 'attendingLimit' | 'queuedCount' | 'queueLimit'
  | 'classLayoutId' | 'onlineLimit' | 'externalQuota'>;
import { tagsFromJson, tagsJsonColumn } from '../contacts/tags-json';

export interface BookingTarget {
  event: BookingClass;
  timeZone: string;
  bookingWindowDays: number;
  /** The club of the contact who books; null when the tenant has no such contact. */
  contactClubId: number | null;
  /** That contact's tags (for the blocked rule). */
  contactTags: ContactTag[];
  /** The contact already holds a seat or a queue place in this class. */
  alreadyLive: boolean;
  /** The contact has a subscription in force on the day of `at` in the class's club. */
  subscribed: boolean;
  /** The spot asked for is a number of the class's layout (false when none was asked, or no layout). */
  spotInLayout: boolean;
  /** A live attendee holds the spot asked for (false when none was asked). */
  spotTaken: boolean;
}

const tenantId = sql.placeholder('tenantId');
const contactId = sql.placeholder('contactId');
// The spot asked for, 0 for none (spot numbers are positive).
const spot = sql`${sql.placeholder('spot')}::int`;
// The day of `at` in the class's club, as dateInZone tells it.
const today = sql`(${sql.placeholder('at')}::timestamptz AT TIME ZONE ${clubs.timeZone})::date`;

const targetStatement = preparedStatement('booking_target', (db, name) => db.select({
  event: {
    id: classEvents.id, clubId: classEvents.clubId, canceledAt: classEvents.canceledAt, startedAt: classEvents.startedAt,
    bookedCount: classEvents.bookedCount, attendingLimit: classEvents.attendingLimit,
    queuedCount: classEvents.queuedCount, queueLimit: classEvents.queueLimit,
    classLayoutId: classEvents.classLayoutId, onlineLimit: classEvents.onlineLimit, externalQuota: classEvents.externalQuota,
  },
  timeZone: clubs.timeZone,
  bookingWindowDays: clubs.bookingWindowDays,
  contactClubId: contacts.clubId,
  contactTags: tagsJsonColumn,
  alreadyLive: sql<boolean>`EXISTS (SELECT 1 FROM ${attendees} WHERE ${attendees.tenantId} = ${tenantId}
    AND ${attendees.classEventId} = ${classEvents.id} AND ${attendees.contactId} = ${contactId} AND ${attendees.state} <> 'canceled')`,
  subscribed: sql<boolean>`EXISTS (SELECT 1 FROM ${subscriptions} WHERE ${subscriptions.tenantId} = ${tenantId}
    AND ${subscriptions.contactId} = ${contactId} AND ${subscriptions.state} = 'active' AND ${subscriptions.startDate} <= ${today}
    AND (${subscriptions.endDate} IS NULL OR ${subscriptions.endDate} >= ${today})
    AND NOT EXISTS (SELECT 1 FROM subscription_suspensions x WHERE x.tenant_id = ${subscriptions.tenantId}
      AND x.subscription_id = ${subscriptions.id} AND x.state = 'accepted' AND x.start_date <= ${today} AND x.end_date >= ${today}))`,
  spotInLayout: sql<boolean>`${spot} > 0 AND EXISTS (SELECT 1 FROM ${classLayouts} WHERE ${classLayouts.tenantId} = ${tenantId}
    AND ${classLayouts.id} = ${classEvents.classLayoutId} AND ${classLayouts.spots} @> jsonb_build_array(jsonb_build_object('number', ${spot})))`,
  spotTaken: sql<boolean>`${spot} > 0 AND EXISTS (SELECT 1 FROM ${attendees} WHERE ${attendees.tenantId} = ${tenantId}
    AND ${attendees.classEventId} = ${classEvents.id} AND ${attendees.spot} = ${spot} AND ${attendees.state} <> 'canceled')`,
}).from(classEvents)
  .innerJoin(clubs, and(eq(clubs.tenantId, classEvents.tenantId), eq(clubs.id, classEvents.clubId)))
  .leftJoin(contacts, and(eq(contacts.tenantId, classEvents.tenantId), eq(contacts.id, contactId)))
  .where(and(eq(classEvents.tenantId, tenantId), eq(classEvents.id, sql.placeholder('classEventId'))))
  .prepare(name));

/**
 * What a booking is judged on, in one read without locks: the class and its club's booking settings,
 * the contact's club and tags, whether the contact already has a place and a subscription in force
 * at `at`, and the spot asked for: of the layout, held already. Every refusal is judged from this read
 * (but club-not-shared, which needs the sharing tree): a full class or a taken spot costs one query.
 * Undefined when the tenant has no such class.
 */
export async function readBookingTarget(tenant: number, classEventId: number, contact: number, at: Date, askedSpot?: number): Promise<BookingTarget | undefined> {
  const [row] = await (await targetStatement()).execute({ tenantId: tenant, classEventId, contactId: contact, at, spot: askedSpot ?? 0 });
  return row && { ...row, contactTags: tagsFromJson(row.contactTags) };
}

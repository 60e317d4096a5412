import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { attendees, classEvents, clubs, studios } from '../db/schema';
import type { CalendarBooking } from './booking-event';

/** Bookings (seats and waiting-list places, never cancelled ones) with what a calendar entry shows. */
export async function readCalendarBookings(db: Executor, tenantId: number, where: SQL, limit = 500): Promise<CalendarBooking[]> {
  const rows = await db.select({
    attendeeId: attendees.id, state: attendees.state, className: classEvents.name, clubName: clubs.name,
    studioName: studios.name, startedAt: classEvents.startedAt, endedAt: classEvents.endedAt, timeZone: clubs.timeZone,
  }).from(attendees)
    .innerJoin(classEvents, and(eq(classEvents.tenantId, attendees.tenantId), eq(classEvents.id, attendees.classEventId)))
    .innerJoin(clubs, and(eq(clubs.tenantId, classEvents.tenantId), eq(clubs.id, classEvents.clubId)))
    .leftJoin(studios, and(eq(studios.tenantId, classEvents.tenantId), eq(studios.id, classEvents.studioId)))
    .where(and(eq(attendees.tenantId, tenantId), sql`${attendees.state} <> 'canceled'`, sql`${classEvents.canceledAt} IS NULL`, where))
    .orderBy(classEvents.startedAt, attendees.id)
    .limit(limit);
  return rows.map((row) => ({ ...row, tenantId, state: row.state as CalendarBooking['state'] }));
}

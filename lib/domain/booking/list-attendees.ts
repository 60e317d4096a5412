import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { attendees, classEvents, clubs, type AttendeeState } from '../../db/schema';
import type { OperationContext } from '../context';
import { actingContactId } from '../contacts/contact-access';
import { fetchPage, type Page, type PageRequest } from '../paging';
import type { AttendeeView } from './attendee-view';

/** GET /attendees: bookings of the scope's classes, by class, contact and state; a contact token sees its own. */
export async function listAttendees(ctx: OperationContext & {
  scope: number[]; classEventId?: number; contactId?: number; states?: AttendeeState[]; page: PageRequest;
}): Promise<Page<AttendeeView>> {
  const db = await getDb();
  const where: SQL[] = [eq(attendees.tenantId, ctx.tenant.id), inArray(classEvents.clubId, ctx.scope)];
  const contact = actingContactId(ctx.actor) ?? ctx.contactId;
  if (contact !== undefined) where.push(eq(attendees.contactId, contact));
  if (ctx.classEventId !== undefined) where.push(eq(attendees.classEventId, ctx.classEventId));
  if (ctx.states) where.push(inArray(attendees.state, ctx.states));
  const joined = and(eq(classEvents.tenantId, attendees.tenantId), eq(classEvents.id, attendees.classEventId));
  const found = await fetchPage(ctx.page,
    (limit, offset) => db.select({ attendee: attendees, timeZone: clubs.timeZone }).from(attendees).innerJoin(classEvents, joined)
      .innerJoin(clubs, and(eq(clubs.tenantId, classEvents.tenantId), eq(clubs.id, classEvents.clubId))).where(and(...where))
      .orderBy(asc(attendees.id)).limit(limit).offset(offset),
    () => db.select({ n: count() }).from(attendees).innerJoin(classEvents, joined).where(and(...where)));
  return { ...found, items: found.items.map((row) => ({ ...row.attendee, timeZone: row.timeZone })) };
}

import { and, asc, count, eq, inArray, or, type SQL } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { attendees, classEvents, clubs, contacts, type AttendeeState } from '../../db/schema';
import { confinedClubId, type OperationContext } from '../context';
import { assertMayFilterByContact } from '../contacts/assert-may-filter-by-contact';
import { actingContactId } from '../contacts/contact-access';
import { fetchPage, type Page, type PageRequest } from '../paging';
import type { AttendeeView } from './attendee-view';

/**
 * GET /attendees: bookings of the scope's classes, by class, contact and state. A contact token sees
 * its own and may filter on no other contact; a club-bound token sees the bookings it may read one by
 * one (assert-can-reach-attendee.ts): those in its club's classes and those of its club's members.
 */
export async function listAttendees(ctx: OperationContext & {
  scope: number[]; classEventId?: number; contactId?: number; states?: AttendeeState[]; page: PageRequest;
}): Promise<Page<AttendeeView>> {
  const db = await getDb();
  if (ctx.contactId !== undefined) await assertMayFilterByContact(ctx, ctx.contactId, db);
  const where: SQL[] = [eq(attendees.tenantId, ctx.tenant.id), inArray(classEvents.clubId, ctx.scope)];
  const contact = actingContactId(ctx.actor) ?? ctx.contactId;
  if (contact !== undefined) where.push(eq(attendees.contactId, contact));
  const confined = confinedClubId(ctx.actor);
  if (confined !== undefined) {
    // With open booking the scope holds the sharing clubs: their members' bookings are theirs.
    const members = db.select({ id: contacts.id }).from(contacts).where(and(eq(contacts.tenantId, ctx.tenant.id), eq(contacts.clubId, confined)));
    where.push(or(eq(classEvents.clubId, confined), inArray(attendees.contactId, members))!);
  }
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

import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { attendees, classEvents } from '../../db/schema';
import { now } from '../../time/clock';
import { getContactOrThrow } from '../contacts/get-contact';
import type { MemberContext } from './member-actor';
import { loadClassRefs, toMemberClass, type MemberClass } from './member-class';
import { memberPlaces } from './member-places';
import { onlineBookedColumn } from '../booking/places-left';

// More upcoming places than anyone holds; the page says so if a member ever reaches it.
export const MEMBER_BOOKINGS_LIMIT = 200;

/**
 * The signed-in member's places in classes not yet over, seats and queue places, soonest first, each
 * with its queue position. Classes of any club count, also one that has since stopped sharing
 * bookings: the place is still theirs to cancel. Cancelled classes have no live places left.
 */
export async function listMemberBookings(ctx: MemberContext): Promise<MemberClass[]> {
  const db = await getDb();
  const at = now();
  const contact = await getContactOrThrow(ctx, ctx.actor.contactId, db);
  const rows = await db.select({ event: classEvents, onlineBooked: onlineBookedColumn }).from(attendees)
    .innerJoin(classEvents, and(eq(classEvents.tenantId, attendees.tenantId), eq(classEvents.id, attendees.classEventId)))
    .where(and(eq(attendees.tenantId, ctx.tenant.id), eq(attendees.contactId, contact.id),
      inArray(attendees.state, ['booked', 'queued']), gt(classEvents.endedAt, at), isNull(classEvents.canceledAt)))
    .orderBy(asc(classEvents.startedAt), asc(classEvents.id)).limit(MEMBER_BOOKINGS_LIMIT);
  const events = rows.map((r) => ({ ...r.event, onlineBooked: r.onlineBooked }));
  const [refs, places] = await Promise.all([
    loadClassRefs(db, ctx.tenant.id, [...new Set(events.map((e) => e.clubId))]),
    memberPlaces(db, ctx.tenant.id, contact.id, events.map((e) => e.id)),
  ]);
  return events.map((e) => toMemberClass(e, refs, places.get(e.id) ?? null, at));
}

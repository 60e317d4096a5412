// A contact's bookings as staff read them on the contact's page: every place in a class still to
// come (soonest first) and the latest past ones (newest first), each with its class's name, club and
// start in the club's time zone. Cancelled places and cancelled classes are shown as such, not hidden.
import { and, asc, desc, eq, gt, lte } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { attendees, classEvents, clubs, type AttendeeState } from '../../db/schema';
import { now } from '../../time/clock';
import { isoInZone } from '../../time/zone';
import type { OperationContext } from '../context';
import { getContactOrThrow } from '../contacts/get-contact';

export interface ContactBooking {
  id: number;
  classEventId: number;
  className: string;
  clubName: string;
  /** The class's start with its club's offset (CONTRACT §1). */
  startsAt: string;
  state: AttendeeState;
  lateCancel: boolean;
  classCanceled: boolean;
}

// More places to come than anyone holds (the member portal's own bound).
export const UPCOMING_LIMIT = 200;
export const PAST_LIMIT = 10;

/** Reads the contact (or refuses as getContactOrThrow does), then its bookings to come and past. */
export async function listContactBookings(ctx: OperationContext & { contactId: number }): Promise<{ upcoming: ContactBooking[]; past: ContactBooking[] }> {
  const db = await getDb();
  const contact = await getContactOrThrow(ctx, ctx.contactId, db);
  const at = now();
  const select = () => db.select({
    id: attendees.id, classEventId: classEvents.id, className: classEvents.name, clubName: clubs.name, timeZone: clubs.timeZone,
    startedAt: classEvents.startedAt, state: attendees.state, lateCancel: attendees.lateCancel, canceledAt: classEvents.canceledAt,
  }).from(attendees)
    .innerJoin(classEvents, and(eq(classEvents.tenantId, attendees.tenantId), eq(classEvents.id, attendees.classEventId)))
    .innerJoin(clubs, and(eq(clubs.tenantId, classEvents.tenantId), eq(clubs.id, classEvents.clubId)));
  const mine = and(eq(attendees.tenantId, ctx.tenant.id), eq(attendees.contactId, contact.id));
  const [upcoming, past] = await Promise.all([
    select().where(and(mine, gt(classEvents.endedAt, at))).orderBy(asc(classEvents.startedAt), asc(attendees.id)).limit(UPCOMING_LIMIT),
    select().where(and(mine, lte(classEvents.endedAt, at))).orderBy(desc(classEvents.startedAt), desc(attendees.id)).limit(PAST_LIMIT),
  ]);
  const view = (row: (typeof upcoming)[number]): ContactBooking => ({
    id: row.id, classEventId: row.classEventId, className: row.className, clubName: row.clubName,
    startsAt: isoInZone(row.startedAt, row.timeZone), state: row.state, lateCancel: row.lateCancel, classCanceled: row.canceledAt !== null,
  });
  return { upcoming: upcoming.map(view), past: past.map(view) };
}

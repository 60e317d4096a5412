import { and, eq } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { attendees, classEvents, clubs } from '../../db/schema';
import type { OperationContext } from '../context';
import { notFound } from '../errors';
import { assertCanReachAttendee } from './assert-can-reach-attendee';
import type { AttendeeView } from './attendee-view';

export async function getAttendeeOrThrow(ctx: OperationContext, attendeeId: number): Promise<AttendeeView> {
  const db = await getDb();
  const [row] = await db.select({ attendee: attendees, clubId: classEvents.clubId, timeZone: clubs.timeZone }).from(attendees)
    .innerJoin(classEvents, and(eq(classEvents.tenantId, attendees.tenantId), eq(classEvents.id, attendees.classEventId)))
    .innerJoin(clubs, and(eq(clubs.tenantId, classEvents.tenantId), eq(clubs.id, classEvents.clubId)))
    .where(and(eq(attendees.tenantId, ctx.tenant.id), eq(attendees.id, attendeeId))).limit(1);
  if (!row) throw notFound('Attendee');
  await assertCanReachAttendee(db, ctx, row.attendee, row.clubId);
  return { ...row.attendee, timeZone: row.timeZone };
}

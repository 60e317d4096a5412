import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { attendees, classEvents, clubs, type Attendee } from '../../db/schema';
import { now } from '../../time/clock';
import { assertClubInReach } from '../booking/assert-club-in-reach';
import { getClassEventOrThrow } from '../booking/get-class-event';
import type { OperationContext, TenantRef } from '../context';
import { DomainError, invalidField } from '../errors';
import { tenantRefOf } from '../finance/tenant-ref';
import { applyPenalties } from './apply-penalties';

/** Attendance opens this long before the class starts (people arrive early), as an entry at the club counts from then. */
export const ATTENDANCE_OPENS_MS = 60 * 60_000;
/** Booked attendees still unmarked this long after the class's end are no-shows. */
export const NO_SHOW_AFTER_MS = 30 * 60_000;

/**
 * POST /class_events/{id}/attendance (staff and coaches, admin tokens): who came. Each attendee is a
 * booked one of this class; `showed: false` counts as a no-show at once (penalties in the same
 * transaction), `true` clears one. Open from an hour before the start.
 */
export async function markAttendance(ctx: OperationContext & { classEventId: number; marks: { attendeeId: number; showed: boolean }[] }): Promise<(Attendee & { timeZone: string })[]> {
  return inTransaction(async (tx) => {
    const event = await getClassEventOrThrow(ctx, ctx.classEventId, tx, true);
    assertClubInReach(ctx.actor, event.clubId);
    if (event.canceledAt) throw new DomainError('api.error.class-event.canceled', 'This class is cancelled: nobody attends it.');
    const at = now();
    if (at.getTime() < event.startedAt.getTime() - ATTENDANCE_OPENS_MS) {
      throw new DomainError('api.error.class-event.attendance-not-open', 'Attendance is taken from an hour before the class starts.');
    }
    const ids = ctx.marks.map((m) => m.attendeeId);
    const rows = ids.length === 0 ? [] : await tx.select().from(attendees).where(and(eq(attendees.tenantId, ctx.tenant.id), inArray(attendees.id, ids)));
    ctx.marks.forEach((mark, index) => {
      const row = rows.find((r) => r.id === mark.attendeeId);
      if (!row || row.classEventId !== event.id) throw invalidField(`attendees.${index}.attendee`, 'not-found', 'A booking of this class.');
      if (row.state !== 'booked') throw invalidField(`attendees.${index}.attendee`, 'not-booked', 'Only a booked attendee comes or not.');
    });
    const [club] = await tx.select({ timeZone: clubs.timeZone }).from(clubs).where(and(eq(clubs.tenantId, ctx.tenant.id), eq(clubs.id, event.clubId))).limit(1);
    for (const mark of ctx.marks) {
      const row = rows.find((r) => r.id === mark.attendeeId)!;
      if (row.showed === mark.showed) continue;
      await tx.update(attendees).set({ showed: mark.showed, showedRecordedAt: at })
        .where(and(eq(attendees.tenantId, ctx.tenant.id), eq(attendees.id, row.id)));
      if (!mark.showed) await applyPenalties(tx, ctx.tenant, { kind: 'no_show', clubId: event.clubId, contactId: row.contactId, at });
    }
    const marked = await tx.select().from(attendees)
      .where(and(eq(attendees.tenantId, ctx.tenant.id), eq(attendees.classEventId, event.id), eq(attendees.state, 'booked'))).orderBy(asc(attendees.id));
    return marked.map((a) => ({ ...a, timeZone: club!.timeZone }));
  });
}

/**
 * An allowed access-control entry of a contact at a club (CONTRACT §11): their booked, unmarked
 * attendee of a class of that club running from an hour before its start to its end is marked as come.
 */
export async function markShowedOnEntry(tx: Parameters<typeof applyPenalties>[0], tenant: TenantRef, input: { clubId: number; contactId: number; at: Date }): Promise<void> {
  await tx.execute(sql`UPDATE ${attendees} a SET showed = true, showed_recorded_at = ${input.at.toISOString()}::timestamptz
    FROM ${classEvents} e WHERE a.tenant_id = ${tenant.id} AND a.contact_id = ${input.contactId} AND a.state = 'booked' AND a.showed IS NULL
      AND e.tenant_id = a.tenant_id AND e.id = a.class_event_id AND e.club_id = ${input.clubId} AND e.canceled_at IS NULL
      AND e.started_at - interval '60 minutes' <= ${input.at.toISOString()}::timestamptz AND e.ended_at >= ${input.at.toISOString()}::timestamptz`);
}

/**
 * The scheduler's job: classes ended more than 30 minutes ago whose attendance is not closed get
 * their unmarked booked attendees counted as no-shows (penalties applied), each class in its own
 * transaction under its row lock, SKIP LOCKED so several processes share the work. Answers how many
 * classes were closed.
 */
export async function closeDueAttendance(limit = 200): Promise<number> {
  const db = await getDb();
  const due = await db.select({ tenantId: classEvents.tenantId, id: classEvents.id }).from(classEvents)
    .where(and(isNull(classEvents.attendanceClosedAt), isNull(classEvents.canceledAt), lte(classEvents.endedAt, new Date(now().getTime() - NO_SHOW_AFTER_MS))))
    .orderBy(asc(classEvents.endedAt)).limit(limit);
  let closed = 0;
  for (const { tenantId, id } of due) {
    closed += await inTransaction(async (tx) => {
      const [event] = await tx.select().from(classEvents)
        .where(and(eq(classEvents.tenantId, tenantId), eq(classEvents.id, id), isNull(classEvents.attendanceClosedAt))).for('update', { skipLocked: true });
      if (!event) return 0;
      const at = now();
      const missing = await tx.update(attendees).set({ showed: false, showedRecordedAt: at })
        .where(and(eq(attendees.tenantId, tenantId), eq(attendees.classEventId, id), eq(attendees.state, 'booked'), isNull(attendees.showed)))
        .returning({ contactId: attendees.contactId });
      await tx.update(classEvents).set({ attendanceClosedAt: at }).where(and(eq(classEvents.tenantId, tenantId), eq(classEvents.id, id)));
      const tenant = await tenantRefOf(tx, tenantId);
      for (const { contactId } of missing) await applyPenalties(tx, tenant, { kind: 'no_show', clubId: event.clubId, contactId, at });
      return 1;
    });
  }
  return closed;
}

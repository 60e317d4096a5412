import { and, eq } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { clubs, coaches, studios } from '../../db/schema';
import { renderAttendanceSheetPdf } from '../../documents/attendance-sheet-pdf';
import { now } from '../../time/clock';
import { isoInZone } from '../../time/zone';
import { listClassRoster } from '../booking/list-class-roster';
import { getClassEventOrThrow } from '../booking/get-class-event';
import type { OperationContext } from '../context';

/**
 * GET /class_events/{id}/print (staff, admin tokens): the attendance sheet, names in seat order with
 * their spots and a box to tick, then the waiting list; in the club's language, times on its clock.
 */
export async function printAttendanceSheet(ctx: OperationContext & { classEventId: number }): Promise<Uint8Array> {
  const roster = await listClassRoster(ctx);
  const db = await getDb();
  const event = await getClassEventOrThrow(ctx, ctx.classEventId, db);
  const [club] = await db.select().from(clubs).where(and(eq(clubs.tenantId, ctx.tenant.id), eq(clubs.id, event.clubId))).limit(1);
  const nameOf = async (table: typeof studios | typeof coaches, id: number | null) => {
    if (id === null) return null;
    const [row] = await db.select({ name: table.name }).from(table).where(and(eq(table.tenantId, ctx.tenant.id), eq(table.id, id))).limit(1);
    return row?.name ?? null;
  };
  const wall = (instant: Date) => isoInZone(instant, club!.timeZone);
  const person = (e: (typeof roster.booked)[number]) => ({ givenName: e.contact.givenName, familyName: e.contact.familyName, spot: e.spot });
  const booked = [...roster.booked].sort((a, b) => (a.spot ?? Infinity) - (b.spot ?? Infinity) || a.contact.familyName.localeCompare(b.contact.familyName));
  const printed = wall(now());
  return renderAttendanceSheetPdf({
    name: event.name, club: club!.name, studio: await nameOf(studios, event.studioId), coach: await nameOf(coaches, event.coachId),
    day: wall(event.startedAt).slice(0, 10), start: wall(event.startedAt).slice(11, 16), end: wall(event.endedAt).slice(11, 16),
    attendingLimit: event.attendingLimit, booked: booked.map(person), queued: roster.queued.map(person),
    printedAt: { day: printed.slice(0, 10), time: printed.slice(11, 16) },
  }, club!.defaultLanguage);
}

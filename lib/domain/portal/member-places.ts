import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { attendees } from '../../db/schema';

/** The member's live place in a class: a seat, or a queue place with its position (1 is next in line). */
export interface MemberPlace {
  attendeeId: number;
  state: 'booked' | 'queued';
  position: number | null;
  /** The spot held in a class with a layout (a booked place); null otherwise. */
  spot: number | null;
}

// Queue order is the promotion order of cancel-attendee.ts: queue time, then id. Written as plain SQL
// naming the outer table: Drizzle leaves column names unqualified in a one-table select, and inside
// the subquery those would mean the subquery's own rows (every position would be the queue length).
const position = sql<number | null>`CASE WHEN attendees.state = 'queued' THEN (
  SELECT count(*)::int FROM attendees q
  WHERE q.tenant_id = attendees.tenant_id AND q.class_event_id = attendees.class_event_id AND q.state = 'queued'
    AND (q.queued_at, q.id) <= (attendees.queued_at, attendees.id)) END`;

/** The member's live places (booked or queued) in these classes, by class id. */
export async function memberPlaces(db: Executor, tenantId: number, contactId: number, classIds: number[]): Promise<Map<number, MemberPlace>> {
  if (classIds.length === 0) return new Map();
  const rows = await db.select({ id: attendees.id, classEventId: attendees.classEventId, state: attendees.state, spot: attendees.spot, position })
    .from(attendees)
    .where(and(eq(attendees.tenantId, tenantId), eq(attendees.contactId, contactId),
      inArray(attendees.classEventId, classIds), ne(attendees.state, 'canceled')));
  return new Map(rows.map((r) => [r.classEventId, {
    attendeeId: r.id, state: r.state as MemberPlace['state'], position: r.position === null ? null : Number(r.position), spot: r.spot,
  }]));
}

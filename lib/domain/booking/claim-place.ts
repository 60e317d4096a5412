import { sql } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { queryRows } from '../../db/raw';
import { attendees, classEvents, type Attendee } from '../../db/schema';
import { emitEventCtes } from '../../events/emit-event';
import { iri } from '../../iri';
import type { TenantRef } from '../context';

interface Claim {
  tenant: TenantRef;
  classEventId: number;
  clubId: number;
  contactId: number;
  at: Date;
}

/**
 * Takes a seat if one is free, else a queue place, and records the attendee and its attendee.booked
 * event, in one statement (so one transaction): the class's row lock is held only while PostgreSQL
 * runs it, never across a round trip to the application, which is what lets a rush of bookings on one
 * class pass quickly. The lock is taken first (FOR UPDATE reads the latest counters); the CHECK
 * constraints on the counters stand behind the choice, and a second live place of one contact breaks
 * the unique index (the whole statement then fails). Undefined when the class is full or was
 * cancelled since it was read.
 */
export async function claimPlace({ tenant, classEventId, clubId, contactId, at }: Claim): Promise<Attendee | undefined> {
  const [row] = await queryRows<{ id: number; state: 'booked' | 'queued'; created_ms: number }>(await getDb(), sql`
    WITH target AS (
      SELECT id, booked_count < attending_limit AS seat FROM ${classEvents}
      WHERE tenant_id = ${tenant.id} AND id = ${classEventId} AND canceled_at IS NULL
        AND (booked_count < attending_limit OR queued_count < queue_limit)
      FOR UPDATE
    ), claimed AS (
      UPDATE ${classEvents} c SET booked_count = c.booked_count + (t.seat)::int, queued_count = c.queued_count + (NOT t.seat)::int
      FROM target t WHERE c.tenant_id = ${tenant.id} AND c.id = t.id
      RETURNING t.seat
    ), attendee AS (
      INSERT INTO ${attendees} (tenant_id, class_event_id, contact_id, state, booked_at, queued_at)
      SELECT ${tenant.id}, ${classEventId}, ${contactId}, CASE WHEN seat THEN 'booked' ELSE 'queued' END,
        CASE WHEN seat THEN ${at}::timestamptz END, CASE WHEN seat THEN NULL ELSE ${at}::timestamptz END
      FROM claimed
      RETURNING *
    ), booked AS (
      SELECT id FROM attendee WHERE state = 'booked'
    ), ${emitEventCtes({
      tenantId: tenant.id, event: 'attendee.booked', clubId,
      rows: sql`booked`,
      object: { attendeeId: sql`${iri(tenant.token, 'attendees', '')}::text || booked.id`, clubId: sql`${iri(tenant.token, 'clubs', clubId)}::text` },
    })}
    SELECT id, state, (extract(epoch FROM created_at) * 1000)::float8 AS created_ms FROM attendee`);
  if (!row) return undefined;
  // Everything else of the row is what was written; raw SQL leaves timestamps as the driver reads them.
  const booked = row.state === 'booked';
  return {
    tenantId: tenant.id, id: Number(row.id), classEventId, contactId, state: row.state,
    bookedAt: booked ? at : null, queuedAt: booked ? null : at, canceledAt: null, lateCancel: false, createdAt: new Date(Number(row.created_ms)),
  };
}

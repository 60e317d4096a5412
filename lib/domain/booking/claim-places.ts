import { sql } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { queryRows } from '../../db/raw';
import { attendees, classEvents, type Attendee } from '../../db/schema';
import { emitEventCtes } from '../../events/emit-event';
import { iri } from '../../iri';
import type { TenantRef } from '../context';

export interface PlaceRequest {
  contactId: number;
  /** When the booking was asked for: its booked_at or queued_at, and its rank among the others. */
  at: Date;
}

interface Claims {
  tenant: TenantRef;
  classEventId: number;
  clubId: number;
  /** Distinct contacts, none holding a live place in the class when it was read. */
  requests: PlaceRequest[];
}

/**
 * Places bookings of one class, in the order they were asked for: seats while any are free, then
 * queue places, and records each attendee and each seat's attendee.booked event, all in one
 * statement (so one transaction). The class's row lock is taken first (FOR UPDATE reads the latest
 * counters) and held only while PostgreSQL runs the statement, never across a round trip to the
 * application; the CHECK constraints on the counters stand behind the choice (below: why a race
 * cannot trip them). A contact who got a live place since the read is answered 'already-live'; one
 * who got it in the same instant from another process breaks the unique index, and the whole
 * statement fails. Answers, by contact, the place given: a contact without an answer found the class
 * full (or cancelled since it was read).
 */
export async function claimPlaces({ tenant, classEventId, clubId, requests }: Claims): Promise<Map<number, Attendee | 'already-live'>> {
  // Why the counters' CHECK constraints cannot trip here: every value the UPDATE writes comes from
  // `target`, the class row as locked, never from `c`, the row as the statement's snapshot saw it.
  // FOR UPDATE waits for a cancellation, a promotion or a staff change in progress and reads the
  // version it committed; the snapshot was taken before that wait. PostgreSQL computes the new row
  // from the snapshot's version and checks the constraints on it *before* it notices the newer
  // version and computes again: `c.booked_count + 1` on a class still full in the snapshot (a seat
  // freed since), or checked against an attending_limit raised since, broke
  // class_events_booked_within_limit and failed every booking of the batch with a 500 (issue 19.1).
  // Written from `target`, the counters and the limits they are checked against are the locked
  // row's on both computations, and `placed` never takes more than target's free seats and queue
  // places (tests/booking/mixed-traffic.pg.test.ts).
  const rows = await queryRows<{ id: number; contact_id: number; state: 'booked' | 'queued' | 'live'; at_ms: number; created_ms: number }>(await getDb(), sql`
    WITH target AS (
      SELECT id, attending_limit, booked_count, queue_limit, queued_count,
        greatest(attending_limit - booked_count, 0) AS seats, greatest(queue_limit - queued_count, 0) AS queue
      FROM ${classEvents} WHERE tenant_id = ${tenant.id} AND id = ${classEventId} AND canceled_at IS NULL
      FOR UPDATE
    ), requested AS (
      SELECT r.contact_id, r.at, r.n, EXISTS (SELECT 1 FROM ${attendees} a WHERE a.tenant_id = ${tenant.id}
        AND a.class_event_id = ${classEventId} AND a.contact_id = r.contact_id AND a.state <> 'canceled') AS live
      FROM unnest(${sql.param(requests.map((r) => r.contactId))}::int[], ${sql.param(requests.map((r) => r.at.toISOString()))}::timestamptz[])
        WITH ORDINALITY AS r(contact_id, at, n)
    ), asked AS (
      SELECT contact_id, at, row_number() OVER (ORDER BY at, n) AS rank FROM requested WHERE NOT live
    ), placed AS (
      SELECT asked.contact_id, asked.at, asked.rank, asked.rank <= target.seats AS seat
      FROM asked, target WHERE asked.rank <= target.seats + target.queue
    ), claimed AS (
      UPDATE ${classEvents} c SET booked_count = t.booked_count + (SELECT count(*) FROM placed WHERE seat),
        queued_count = t.queued_count + (SELECT count(*) FROM placed WHERE NOT seat),
        attending_limit = t.attending_limit, queue_limit = t.queue_limit
      FROM target t WHERE c.tenant_id = ${tenant.id} AND c.id = t.id AND EXISTS (SELECT 1 FROM placed)
    ), attendee AS (
      INSERT INTO ${attendees} (tenant_id, class_event_id, contact_id, state, booked_at, queued_at)
      SELECT ${tenant.id}, ${classEventId}, contact_id, CASE WHEN seat THEN 'booked' ELSE 'queued' END,
        CASE WHEN seat THEN at END, CASE WHEN seat THEN NULL ELSE at END
      FROM placed ORDER BY rank
      RETURNING *
    ), booked AS (
      SELECT id, row_number() OVER (ORDER BY id) AS event_rn FROM attendee WHERE state = 'booked'
    ), ${emitEventCtes({
      tenantId: tenant.id, event: 'attendee.booked', clubId,
      rows: sql`booked`,
      object: { attendeeId: sql`${iri(tenant.token, 'attendees', '')}::text || booked.id`, clubId: sql`${iri(tenant.token, 'clubs', clubId)}::text` },
    })}
    SELECT id, contact_id, state, (extract(epoch FROM coalesce(booked_at, queued_at)) * 1000)::float8 AS at_ms,
      (extract(epoch FROM created_at) * 1000)::float8 AS created_ms
    FROM attendee
    UNION ALL SELECT NULL, contact_id, 'live', NULL, NULL FROM requested WHERE live`);
  // Everything else of each row is what was written; raw SQL leaves timestamps as the driver reads them.
  return new Map(rows.map((row): [number, Attendee | 'already-live'] => {
    if (row.state === 'live') return [Number(row.contact_id), 'already-live'];
    const booked = row.state === 'booked';
    const at = new Date(Number(row.at_ms));
    return [Number(row.contact_id), {
      tenantId: tenant.id, id: Number(row.id), classEventId, contactId: Number(row.contact_id), state: row.state,
      bookedAt: booked ? at : null, queuedAt: booked ? null : at, canceledAt: null, lateCancel: false, createdAt: new Date(Number(row.created_ms)),
      spot: null, showed: null, showedRecordedAt: null, channel: 'online',
    }];
  }));
}

import { sql } from 'drizzle-orm';
import { getDb, type Executor } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { queryRows } from '../../db/raw';
import { attendees, classEvents, classLayouts, type Attendee } from '../../db/schema';
import { emitEventCtes } from '../../events/emit-event';
import { iri } from '../../iri';
import type { TenantRef } from '../context';

export interface PlaceRequest {
  contactId: number;
  /** When the booking was asked for: its booked_at or queued_at, and its rank among the others. */
  at: Date;
  /** A spot of the class's layout asked for: a seat on it or nothing (no queue place). */
  spot?: number;
}

interface Claims {
  tenant: TenantRef;
  classEventId: number;
  clubId: number;
  /** Distinct contacts, none holding a live place in the class when it was read. */
  requests: PlaceRequest[];
  /** `desk`: booked by staff, outside the online limit (CONTRACT §14). Default `online`. */
  channel?: 'online' | 'desk';
  /**
   * Take the class's row lock in a statement of its own first, in one transaction, so that the claim
   * statement's snapshot sees every booking committed before the lock: needed when the claim counts
   * rows beside the class's counters (the online bookings, the spots taken). Classes with neither
   * claim in one statement.
   */
  exact?: boolean;
}

/** What a contact got: a place, a place they already held, or the spot they asked for is taken. */
export type Claimed = Attendee | 'already-live' | 'spot-taken';

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
export async function claimPlaces(claims: Claims): Promise<Map<number, Claimed>> {
  if (!claims.exact) return claimInOne(await getDb(), claims);
  return inTransaction(async (tx) => {
    await tx.execute(sql`SELECT 1 FROM ${classEvents} WHERE tenant_id = ${claims.tenant.id} AND id = ${claims.classEventId} FOR UPDATE`);
    return claimInOne(tx, claims);
  });
}

async function claimInOne(db: Executor, { tenant, classEventId, clubId, requests, channel = 'online' }: Claims): Promise<Map<number, Claimed>> {
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
  // Seats: the capacity less the external quota; online, also no more online bookings than the online
  // limit (CONTRACT §14). Spots: the layout's numbers no live attendee holds, lowest first.
  const online = channel === 'online';
  const rows = await queryRows<{ id: number; contact_id: number; state: 'booked' | 'queued' | 'live' | 'spot-taken'; at_ms: number; created_ms: number; spot: number | null }>(db, sql`
    WITH target AS (
      SELECT id, attending_limit, booked_count, queue_limit, queued_count, class_layout_id,
        greatest(least(attending_limit - coalesce(external_quota, 0) - booked_count,
          ${online ? sql`coalesce(online_limit - (SELECT count(*) FROM ${attendees} o WHERE o.tenant_id = ${tenant.id}
            AND o.class_event_id = ${classEventId} AND o.state = 'booked' AND o.channel = 'online'), attending_limit)` : sql`attending_limit`}), 0) AS seats,
        greatest(queue_limit - queued_count, 0) AS queue
      FROM ${classEvents} WHERE tenant_id = ${tenant.id} AND id = ${classEventId} AND canceled_at IS NULL
      FOR UPDATE
    ), free_spot AS (
      SELECT (s.value->>'number')::int AS number, row_number() OVER (ORDER BY (s.value->>'number')::int) AS n
      FROM target JOIN ${classLayouts} l ON l.tenant_id = ${tenant.id} AND l.id = target.class_layout_id, jsonb_array_elements(l.spots) s
      WHERE NOT EXISTS (SELECT 1 FROM ${attendees} t WHERE t.tenant_id = ${tenant.id} AND t.class_event_id = ${classEventId}
        AND t.state <> 'canceled' AND t.spot = (s.value->>'number')::int)
    ), requested AS (
      SELECT r.contact_id, r.at, r.n, nullif(r.spot, 0) AS spot, EXISTS (SELECT 1 FROM ${attendees} a WHERE a.tenant_id = ${tenant.id}
        AND a.class_event_id = ${classEventId} AND a.contact_id = r.contact_id AND a.state <> 'canceled') AS live
      FROM unnest(${sql.param(requests.map((r) => r.contactId))}::int[], ${sql.param(requests.map((r) => r.at.toISOString()))}::timestamptz[],
        ${sql.param(requests.map((r) => r.spot ?? 0))}::int[])
        WITH ORDINALITY AS r(contact_id, at, spot, n)
    ), refused AS (
      SELECT contact_id FROM requested WHERE NOT live AND spot IS NOT NULL AND spot NOT IN (SELECT number FROM free_spot)
    ), asked AS (
      SELECT contact_id, at, spot, row_number() OVER (ORDER BY at, n) AS rank FROM requested
      WHERE NOT live AND contact_id NOT IN (SELECT contact_id FROM refused)
    ), ranked AS (
      SELECT asked.contact_id, asked.at, asked.rank, asked.spot AS asked_spot, asked.rank <= target.seats AS seat,
        -- the k-th seat given takes the k-th lowest free spot not asked for by name
        CASE WHEN asked.rank <= target.seats AND asked.spot IS NULL
          THEN row_number() OVER (PARTITION BY asked.rank <= target.seats AND asked.spot IS NULL ORDER BY asked.rank) END AS spot_rank
      FROM asked, target
      WHERE asked.rank <= target.seats + target.queue AND (asked.spot IS NULL OR asked.rank <= target.seats)
    ), placed AS (
      SELECT ranked.contact_id, ranked.at, ranked.rank, ranked.seat,
        CASE WHEN NOT ranked.seat THEN NULL WHEN ranked.asked_spot IS NOT NULL THEN ranked.asked_spot
          ELSE (SELECT f.number FROM free_spot f WHERE f.number NOT IN (SELECT asked_spot FROM ranked r2 WHERE r2.asked_spot IS NOT NULL)
            ORDER BY f.number OFFSET ranked.spot_rank - 1 LIMIT 1) END AS spot
      FROM ranked
    ), claimed AS (
      UPDATE ${classEvents} c SET booked_count = t.booked_count + (SELECT count(*) FROM placed WHERE seat),
        queued_count = t.queued_count + (SELECT count(*) FROM placed WHERE NOT seat),
        attending_limit = t.attending_limit, queue_limit = t.queue_limit
      FROM target t WHERE c.tenant_id = ${tenant.id} AND c.id = t.id AND EXISTS (SELECT 1 FROM placed)
    ), attendee AS (
      INSERT INTO ${attendees} (tenant_id, class_event_id, contact_id, state, booked_at, queued_at, spot, channel)
      SELECT ${tenant.id}, ${classEventId}, contact_id, CASE WHEN seat THEN 'booked' ELSE 'queued' END,
        CASE WHEN seat THEN at END, CASE WHEN seat THEN NULL ELSE at END, spot, ${channel}
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
      (extract(epoch FROM created_at) * 1000)::float8 AS created_ms, spot
    FROM attendee
    UNION ALL SELECT NULL, contact_id, 'live', NULL, NULL, NULL FROM requested WHERE live
    UNION ALL SELECT NULL, contact_id, 'spot-taken', NULL, NULL, NULL FROM refused`);
  // Everything else of each row is what was written; raw SQL leaves timestamps as the driver reads them.
  return new Map(rows.map((row): [number, Claimed] => {
    if (row.state === 'live') return [Number(row.contact_id), 'already-live'];
    if (row.state === 'spot-taken') return [Number(row.contact_id), 'spot-taken'];
    const booked = row.state === 'booked';
    const at = new Date(Number(row.at_ms));
    return [Number(row.contact_id), {
      tenantId: tenant.id, id: Number(row.id), classEventId, contactId: Number(row.contact_id), state: row.state,
      bookedAt: booked ? at : null, queuedAt: booked ? null : at, canceledAt: null, lateCancel: false, createdAt: new Date(Number(row.created_ms)),
      spot: row.spot === null ? null : Number(row.spot), showed: null, showedRecordedAt: null, channel,
    }];
  }));
}

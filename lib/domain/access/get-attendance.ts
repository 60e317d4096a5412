import { sql } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { queryRows } from '../../db/raw';
import { now } from '../../time/clock';
import type { OperationContext } from '../context';
import { assertClubInReach } from '../booking/assert-club-in-reach';
import { notFound } from '../errors';

export interface Attendance { clubId: number; present: number; capacity: number | null; updatedAt: Date; timeZone: string }

/**
 * GET /attendances?club= (CONTRACT §11): allowed `in` entries since the club's midnight minus the
 * `out` ones, never below 0. Counted from the committed entries at each call, so it is exact at once
 * under any number of simultaneous entries; `updatedAt` is the last of those entries (else now).
 */
export async function getAttendance(ctx: OperationContext & { clubId: number }): Promise<Attendance> {
  assertClubInReach(ctx.actor, ctx.clubId);
  const db = await getDb();
  const at = now().toISOString();
  const [row] = await queryRows<{ ins: number; outs: number; last_at: string | null; capacity: number | null; time_zone: string }>(db, sql`
    SELECT cl.capacity, cl.time_zone, counted.ins, counted.outs, counted.last_at
    FROM clubs cl, LATERAL (
      SELECT count(*) FILTER (WHERE e.direction = 'in' AND NOT e.is_blocking)::int AS ins,
        count(*) FILTER (WHERE e.direction = 'out')::int AS outs, max(e.created_at) AS last_at
      FROM entries e WHERE e.tenant_id = cl.tenant_id AND e.club_id = cl.id
        AND e.created_at >= (date_trunc('day', ${at}::timestamptz AT TIME ZONE cl.time_zone) AT TIME ZONE cl.time_zone)
        AND e.created_at <= ${at}::timestamptz
    ) counted
    WHERE cl.tenant_id = ${ctx.tenant.id} AND cl.id = ${ctx.clubId}`);
  if (!row) throw notFound('Club');
  return {
    clubId: ctx.clubId, present: Math.max(0, Number(row.ins) - Number(row.outs)), capacity: row.capacity === null ? null : Number(row.capacity),
    updatedAt: row.last_at ? new Date(row.last_at) : new Date(at), timeZone: row.time_zone,
  };
}

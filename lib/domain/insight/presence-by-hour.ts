// Who is in the club hour by hour, for the staff dashboard, from access control's entries: for each
// club and day of the period, the allowed `in` entries minus the `out` ones since the club's midnight
// (GET /attendances' count, never below 0) at the end of each hour of its clock, averaged over the
// period's days; beside it, the arrivals (allowed `in` entries) in that hour, averaged the same way.
// The network adds its clubs' people for each day and hour before averaging.
import { sql } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { queryRows } from '../../db/raw';
import { daysBetween } from '../../time/calendar';
import { clubFilter, insightClubOrThrow, type InsightContext } from './insight-scope';

export interface PresenceHour {
  /** 0 to 23 on the club's clock. */
  hour: number;
  /** Average allowed arrivals in this hour per day of the period. */
  arrivals: number;
  /** Average people in at the end of this hour. */
  present: number;
}

const tenth = (value: number) => Math.round(value * 10) / 10;

/** `from` and `to` are the first and last days (`YYYY-MM-DD`); all 24 hours, midnight first. */
export async function readPresenceByHour(ctx: InsightContext & { from: string; to: string }): Promise<PresenceHour[]> {
  const club = clubFilter(sql`e.club_id`, await insightClubOrThrow(ctx));
  const days = daysBetween(ctx.from, ctx.to) + 1;
  const db = await getDb();
  const rows = await queryRows<{ hour: number; arrivals: string; present: string }>(db, sql`
    WITH counted AS (
      SELECT e.club_id, (e.created_at AT TIME ZONE c.time_zone)::date AS day, extract(hour FROM e.created_at AT TIME ZONE c.time_zone)::int AS hour,
        count(*) FILTER (WHERE e.direction = 'in' AND NOT e.is_blocking) AS ins, count(*) FILTER (WHERE e.direction = 'out') AS outs
      FROM entries e JOIN clubs c ON c.tenant_id = e.tenant_id AND c.id = e.club_id
      WHERE e.tenant_id = ${ctx.tenant.id} AND ${club}
        AND e.created_at >= ${ctx.from}::date - 1 AND e.created_at < ${ctx.to}::date + 2
        AND (e.created_at AT TIME ZONE c.time_zone)::date BETWEEN ${ctx.from}::date AND ${ctx.to}::date
      GROUP BY 1, 2, 3),
    grid AS (
      SELECT d.club_id, d.day, h.hour FROM (SELECT DISTINCT club_id, day FROM counted) d CROSS JOIN generate_series(0, 23) AS h(hour)),
    running AS (
      SELECT g.hour, coalesce(n.ins, 0) AS ins,
        greatest(0, sum(coalesce(n.ins, 0) - coalesce(n.outs, 0)) OVER (PARTITION BY g.club_id, g.day ORDER BY g.hour)) AS present
      FROM grid g LEFT JOIN counted n ON n.club_id = g.club_id AND n.day = g.day AND n.hour = g.hour)
    SELECT hour, sum(ins) AS arrivals, sum(present) AS present FROM running GROUP BY hour`);
  return Array.from({ length: 24 }, (_, hour) => {
    const row = rows.find((r) => Number(r.hour) === hour);
    return { hour, arrivals: tenth(Number(row?.arrivals ?? 0) / days), present: tenth(Number(row?.present ?? 0) / days) };
  });
}

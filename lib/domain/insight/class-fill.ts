// How full the classes were, for the staff dashboard: places booked over places offered
// (class_events' booked_count, the seat counter booking holds under its lock, over attending_limit)
// for the classes that started between two of their club's dates and were not cancelled. By activity
// (activities of the same name in several clubs are one line for the network) and by the hour the
// classes started on their club's clock.
import { sql, type SQL } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { queryRows } from '../../db/raw';
import { clubFilter, insightClubOrThrow, type InsightContext } from './insight-scope';

export interface FillLine {
  classes: number;
  booked: number;
  places: number;
  /** booked / places, 0 to 1 (0 without places). */
  rate: number;
}

export interface ClassFill {
  byActivity: (FillLine & { activity: string })[];
  /** Only the hours some class started at, earliest first. */
  byHour: (FillLine & { hour: number })[];
}

type FillRow = { key: string; classes: string; booked: string; places: string };

const line = (row: FillRow): FillLine => {
  const places = Number(row.places);
  const booked = Number(row.booked);
  return { classes: Number(row.classes), booked, places, rate: places === 0 ? 0 : booked / places };
};

/** `from` and `to` are the first and last days (`YYYY-MM-DD`), on each club's clock. */
export async function readClassFill(ctx: InsightContext & { from: string; to: string }): Promise<ClassFill> {
  const club = clubFilter(sql`e.club_id`, await insightClubOrThrow(ctx));
  const db = await getDb();
  const grouped = (key: SQL) => queryRows<FillRow>(db, sql`
    SELECT ${key} AS key, count(*) AS classes, sum(e.booked_count) AS booked, sum(e.attending_limit) AS places
    FROM class_events e
    JOIN clubs c ON c.tenant_id = e.tenant_id AND c.id = e.club_id
    JOIN activities a ON a.tenant_id = e.tenant_id AND a.id = e.activity_id
    WHERE e.tenant_id = ${ctx.tenant.id} AND ${club} AND e.canceled_at IS NULL
      AND e.started_at >= ${ctx.from}::date - 1 AND e.started_at < ${ctx.to}::date + 2
      AND (e.started_at AT TIME ZONE c.time_zone)::date BETWEEN ${ctx.from}::date AND ${ctx.to}::date
    GROUP BY 1 ORDER BY 1`);
  const [activities, hours] = await Promise.all([
    grouped(sql`a.name`),
    grouped(sql`lpad(extract(hour FROM e.started_at AT TIME ZONE c.time_zone)::text, 2, '0')`),
  ]);
  return {
    byActivity: activities.map((row) => ({ activity: row.key, ...line(row) })),
    byHour: hours.map((row) => ({ hour: Number(row.key), ...line(row) })),
  };
}

// Members month by month, for the staff dashboard: who is a member at each month's end (a
// subscription not deactivated covers that day), who joined (their first subscription starts in the
// month) and who left (their last covered day falls in the month). One statement; a club or the
// whole network (clubId undefined).
import { sql } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { queryRows } from '../../db/raw';
import { clubFilter, insightClubOrThrow, type InsightContext } from './insight-scope';

export interface MemberMonth {
  /** `2026-03`. */
  month: string;
  active: number;
  joins: number;
  leavers: number;
}

/** The months from `fromMonth` to `toMonth` (`YYYY-MM-01` dates), oldest first. */
export async function readMemberTrend(ctx: InsightContext & { fromMonth: string; toMonth: string }): Promise<MemberMonth[]> {
  const club = clubFilter(sql`s.club_id`, await insightClubOrThrow(ctx));
  const db = await getDb();
  const rows = await queryRows<{ month: string; active: string; joins: string; leavers: string }>(db, sql`
    WITH months AS (
      SELECT m::date AS first, (m + interval '1 month' - interval '1 day')::date AS last
      FROM generate_series(${ctx.fromMonth}::date, ${ctx.toMonth}::date, interval '1 month') m),
    subs AS (
      SELECT s.contact_id, s.start_date, coalesce(s.end_date, 'infinity'::date) AS last_day FROM subscriptions s
      WHERE s.tenant_id = ${ctx.tenant.id} AND s.state <> 'deactivated' AND ${club}),
    people AS (SELECT contact_id, min(start_date) AS first_day, max(last_day) AS last_day FROM subs GROUP BY contact_id)
    SELECT to_char(months.first, 'YYYY-MM') AS month,
      (SELECT count(DISTINCT contact_id) FROM subs WHERE start_date <= months.last AND last_day >= months.last) AS active,
      (SELECT count(*) FROM people WHERE first_day BETWEEN months.first AND months.last) AS joins,
      (SELECT count(*) FROM people WHERE last_day BETWEEN months.first AND months.last) AS leavers
    FROM months ORDER BY months.first`);
  return rows.map((row) => ({ month: row.month, active: Number(row.active), joins: Number(row.joins), leavers: Number(row.leavers) }));
}

// Money owed by age, for the staff dashboard: open incidents by days since they opened (0-30,
// 31-60, 61-90, 90+), on the club's today. An incident's club is its invoice's, else its contact's
// (as the finance board reads it), kept on the incident when it opens (incidents.club_id), so a
// club's open debt is read by index. A club or the whole network (clubId undefined).
import { sql } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { queryRows } from '../../db/raw';
import { now } from '../../time/clock';
import { clubFilter, insightClubOrThrow, type InsightContext } from './insight-scope';

export const debtAges = ['0-30', '31-60', '61-90', '90+'] as const;
export type DebtAge = (typeof debtAges)[number];

export interface DebtBucket { age: DebtAge; count: number; amount: number }

export async function readDebtByAge(ctx: InsightContext): Promise<DebtBucket[]> {
  const club = clubFilter(sql`n.club_id`, await insightClubOrThrow(ctx));
  const db = await getDb();
  // Each club's bucket edges once, as instants (the start of the club's day 30, 60 and 90 days before
  // its today): an incident is then placed by comparing instants, with no time-zone arithmetic per row.
  const rows = await queryRows<{ age: DebtAge; count: string; amount: string }>(db, sql`
    WITH edges AS (
      SELECT k.id, ((today - 30)::timestamp AT TIME ZONE k.time_zone) AS d30, ((today - 60)::timestamp AT TIME ZONE k.time_zone) AS d60,
        ((today - 90)::timestamp AT TIME ZONE k.time_zone) AS d90
      FROM clubs k CROSS JOIN LATERAL (SELECT (${now().toISOString()}::timestamptz AT TIME ZONE k.time_zone)::date AS today) d
      WHERE k.tenant_id = ${ctx.tenant.id})
    SELECT CASE WHEN n.created_at >= e.d30 THEN '0-30' WHEN n.created_at >= e.d60 THEN '31-60' WHEN n.created_at >= e.d90 THEN '61-90' ELSE '90+' END AS age,
      count(*) AS count, sum(n.amount) AS amount
    FROM incidents n JOIN edges e ON e.id = n.club_id
    WHERE n.tenant_id = ${ctx.tenant.id} AND n.state = 'open' AND ${club}
    GROUP BY 1`);
  return debtAges.map((age) => {
    const row = rows.find((r) => r.age === age);
    return { age, count: Number(row?.count ?? 0), amount: Number(row?.amount ?? 0) };
  });
}

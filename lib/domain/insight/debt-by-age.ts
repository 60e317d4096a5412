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
  const rows = await queryRows<{ age: DebtAge; count: string; amount: string }>(db, sql`
    WITH aged AS (
      SELECT n.amount, ((${now().toISOString()}::timestamptz AT TIME ZONE k.time_zone)::date - (n.created_at AT TIME ZONE k.time_zone)::date) AS days
      FROM incidents n JOIN clubs k ON k.tenant_id = n.tenant_id AND k.id = n.club_id
      WHERE n.tenant_id = ${ctx.tenant.id} AND n.state = 'open' AND ${club})
    SELECT CASE WHEN days <= 30 THEN '0-30' WHEN days <= 60 THEN '31-60' WHEN days <= 90 THEN '61-90' ELSE '90+' END AS age,
      count(*) AS count, sum(amount) AS amount
    FROM aged GROUP BY 1`);
  return debtAges.map((age) => {
    const row = rows.find((r) => r.age === age);
    return { age, count: Number(row?.count ?? 0), amount: Number(row?.amount ?? 0) };
  });
}

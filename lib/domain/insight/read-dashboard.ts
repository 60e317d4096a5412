// Everything the staff dashboard shows, for one club or the network, on the periods it shows them:
// the last 12 months (this one included) for members and revenue, today for debt, and the last 28
// days (four whole weeks, today left out: its classes have not all happened) for classes and
// presence. "Today" is the club's; for the network, the first club's (clubs of one network share a
// time zone in practice, and each figure still counts each club on its own clock).
import { sql } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { queryRows } from '../../db/raw';
import { addDays, addMonths } from '../../time/calendar';
import { now } from '../../time/clock';
import { dateInZone } from '../../time/zone';
import { readClassFill, type ClassFill } from './class-fill';
import { readDebtByAge, type DebtBucket } from './debt-by-age';
import { insightClubOrThrow, type InsightContext } from './insight-scope';
import { readMemberTrend, type MemberMonth } from './member-trend';
import { readPresenceByHour, type PresenceHour } from './presence-by-hour';
import { readRevenueByMonth, type RevenueMonth } from './revenue-by-month';

export const DASHBOARD_MONTHS = 12;
export const DASHBOARD_DAYS = 28;

export interface Dashboard {
  /** The club read, null for the network. */
  clubId: number | null;
  today: string;
  /** The first and last months (`YYYY-MM-01`) of the monthly figures. */
  months: { from: string; to: string };
  /** The first and last days of the class and presence figures. */
  days: { from: string; to: string };
  members: MemberMonth[];
  revenue: RevenueMonth[];
  debt: DebtBucket[];
  fill: ClassFill;
  presence: PresenceHour[];
}

export async function readDashboard(ctx: InsightContext): Promise<Dashboard> {
  const clubId = await insightClubOrThrow(ctx);
  const [club] = await queryRows<{ time_zone: string }>(await getDb(), sql`
    SELECT time_zone FROM clubs WHERE tenant_id = ${ctx.tenant.id} AND (${clubId ?? null}::int IS NULL OR id = ${clubId ?? null}::int)
    ORDER BY id LIMIT 1`);
  const today = dateInZone(now(), club?.time_zone ?? 'UTC');
  const thisMonth = `${today.slice(0, 7)}-01`;
  const months = { from: addMonths(thisMonth, 1 - DASHBOARD_MONTHS), to: thisMonth };
  const days = { from: addDays(today, -DASHBOARD_DAYS), to: addDays(today, -1) };
  const scoped = { ...ctx, clubId };
  const [members, revenue, debt, fill, presence] = await Promise.all([
    readMemberTrend({ ...scoped, fromMonth: months.from, toMonth: months.to }),
    readRevenueByMonth({ ...scoped, fromMonth: months.from, toMonth: months.to }),
    readDebtByAge(scoped),
    readClassFill({ ...scoped, ...days }),
    readPresenceByHour({ ...scoped, ...days }),
  ]);
  return { clubId: clubId ?? null, today, months, days, members, revenue, debt, fill, presence };
}

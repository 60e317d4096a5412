// Reading zone periods, as their zones' club allows.
import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import { getDb, type Executor } from '../../db/client';
import { zonePeriods, zones, type ZonePeriod } from '../../db/schema';
import type { OperationContext } from '../context';
import { notFound } from '../errors';
import { fetchPage, type Page, type PageRequest } from '../paging';
import { clubReach } from './access-reach';
import { getZoneOrThrow } from './zones';

export async function getZonePeriodOrThrow(ctx: OperationContext, periodId: number, db?: Executor): Promise<ZonePeriod> {
  const executor = db ?? (await getDb());
  const [period] = await executor.select().from(zonePeriods)
    .where(and(eq(zonePeriods.tenantId, ctx.tenant.id), eq(zonePeriods.id, periodId))).limit(1);
  if (!period) throw notFound('ZonePeriod');
  await getZoneOrThrow(ctx, period.zoneId, executor);
  return period;
}

/** GET /zone_periods (filter `zone`), by zone, weekday and start. */
export async function listZonePeriods(ctx: OperationContext & { zoneId?: number; page: PageRequest }): Promise<Page<ZonePeriod>> {
  const db = await getDb();
  const where: SQL[] = [eq(zonePeriods.tenantId, ctx.tenant.id), ...clubReach(ctx, zones.clubId)];
  if (ctx.zoneId !== undefined) where.push(eq(zonePeriods.zoneId, ctx.zoneId));
  const joined = and(eq(zones.tenantId, zonePeriods.tenantId), eq(zones.id, zonePeriods.zoneId));
  return fetchPage(ctx.page,
    (limit, offset) => db.select({ period: zonePeriods }).from(zonePeriods).innerJoin(zones, joined).where(and(...where))
      .orderBy(asc(zonePeriods.zoneId), asc(zonePeriods.weekday), asc(zonePeriods.startMinute), asc(zonePeriods.id))
      .limit(limit).offset(offset).then((rows) => rows.map((row) => row.period)),
    () => db.select({ n: count() }).from(zonePeriods).innerJoin(zones, joined).where(and(...where)));
}

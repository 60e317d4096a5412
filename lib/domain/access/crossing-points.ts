// Reading crossing points: the live ones (not archived) in reach, and one by id.
import { and, asc, count, eq, isNull, type SQL } from 'drizzle-orm';
import { getDb, type Executor } from '../../db/client';
import { crossingPoints, type CrossingPoint } from '../../db/schema';
import type { OperationContext } from '../context';
import { notFound } from '../errors';
import { assertClubInReach } from '../booking/assert-club-in-reach';
import { fetchPage, type Page, type PageRequest } from '../paging';
import { clubReach } from './access-reach';

export async function getCrossingPointOrThrow(ctx: OperationContext, crossingPointId: number, db?: Executor): Promise<CrossingPoint> {
  const [point] = await (db ?? (await getDb())).select().from(crossingPoints)
    .where(and(eq(crossingPoints.tenantId, ctx.tenant.id), eq(crossingPoints.id, crossingPointId), isNull(crossingPoints.archivedAt))).limit(1);
  if (!point) throw notFound('CrossingPoint');
  assertClubInReach(ctx.actor, point.clubId);
  return point;
}

/** GET /crossing_points (filters `club`, `zone`, `direction`). */
export async function listCrossingPoints(ctx: OperationContext & {
  clubId?: number; zoneId?: number; direction?: 'in' | 'out'; page: PageRequest;
}): Promise<Page<CrossingPoint>> {
  const db = await getDb();
  const where: SQL[] = [eq(crossingPoints.tenantId, ctx.tenant.id), isNull(crossingPoints.archivedAt), ...clubReach(ctx, crossingPoints.clubId)];
  if (ctx.clubId !== undefined) where.push(eq(crossingPoints.clubId, ctx.clubId));
  if (ctx.zoneId !== undefined) where.push(eq(crossingPoints.zoneId, ctx.zoneId));
  if (ctx.direction !== undefined) where.push(eq(crossingPoints.direction, ctx.direction));
  return fetchPage(ctx.page,
    (limit, offset) => db.select().from(crossingPoints).where(and(...where)).orderBy(asc(crossingPoints.id)).limit(limit).offset(offset),
    () => db.select({ n: count() }).from(crossingPoints).where(and(...where)));
}

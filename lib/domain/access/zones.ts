// Reading zones: the ones in reach, and one by id (a club-bound token: its club's only).
import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import { getDb, type Executor } from '../../db/client';
import { zones, type Zone } from '../../db/schema';
import type { OperationContext } from '../context';
import { invalidField, notFound } from '../errors';
import { assertClubInReach } from '../booking/assert-club-in-reach';
import { fetchPage, type Page, type PageRequest } from '../paging';
import { clubReach } from './access-reach';

export async function getZoneOrThrow(ctx: OperationContext, zoneId: number, db?: Executor): Promise<Zone> {
  const [zone] = await (db ?? (await getDb())).select().from(zones).where(and(eq(zones.tenantId, ctx.tenant.id), eq(zones.id, zoneId))).limit(1);
  if (!zone) throw notFound('Zone');
  assertClubInReach(ctx.actor, zone.clubId);
  return zone;
}

/** GET /zones (filter `club`). */
export async function listZones(ctx: OperationContext & { clubId?: number; page: PageRequest }): Promise<Page<Zone>> {
  const db = await getDb();
  const where: SQL[] = [eq(zones.tenantId, ctx.tenant.id), ...clubReach(ctx, zones.clubId)];
  if (ctx.clubId !== undefined) where.push(eq(zones.clubId, ctx.clubId));
  return fetchPage(ctx.page,
    (limit, offset) => db.select().from(zones).where(and(...where)).orderBy(asc(zones.id)).limit(limit).offset(offset),
    () => db.select({ n: count() }).from(zones).where(and(...where)));
}

/** A zone named in a body (`zone` of a period or crossing point): unknown is a 400 on that field. */
export async function referencedZoneOrThrow(ctx: OperationContext, zoneId: number, field: string, db: Executor): Promise<Zone> {
  const [zone] = await db.select().from(zones).where(and(eq(zones.tenantId, ctx.tenant.id), eq(zones.id, zoneId))).limit(1);
  if (!zone) throw invalidField(field, 'not-found', 'No zone of this network has this id.');
  assertClubInReach(ctx.actor, zone.clubId);
  return zone;
}

import { and, asc, count, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { activities, type Activity, type Coach, type Studio } from '../../db/schema';
import type { OperationContext } from '../context';
import { fetchPage, type Page, type PageRequest } from '../paging';
import { scheduleResourceTables, type ScheduleResourceKind } from './schedule-resources';

/**
 * GET /activities, /studios, /coaches (and /showcase_activities) of the scope's clubs. Archived ones
 * are left out unless `includeArchived` (the back office names old classes' resources with them).
 */
export async function listScheduleResources(ctx: OperationContext & {
  kind: ScheduleResourceKind; scope: number[]; showcaseOnly?: boolean; includeArchived?: boolean; page: PageRequest;
}): Promise<Page<Activity | Studio | Coach>> {
  const db = await getDb();
  const table = scheduleResourceTables[ctx.kind];
  const where: SQL[] = [eq(table.tenantId, ctx.tenant.id), inArray(table.clubId, ctx.scope)];
  if (ctx.showcaseOnly) where.push(eq(activities.showcase, true));
  if (!ctx.includeArchived) where.push(isNull(table.archivedAt));
  return fetchPage(ctx.page,
    (limit, offset) => db.select().from(table).where(and(...where)).orderBy(asc(table.clubId), asc(table.name), asc(table.id))
      .limit(limit).offset(offset) as Promise<(Activity | Studio | Coach)[]>,
    () => db.select({ n: count() }).from(table).where(and(...where)));
}

import { asc, count, eq } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { activityGroups, type ActivityGroup } from '../../db/schema';
import type { OperationContext } from '../context';
import { fetchPage, type Page, type PageRequest } from '../paging';

/** GET /activity_groups: the tenant's groups of activities (tenant-wide), by name. */
export async function listActivityGroups(ctx: OperationContext & { page: PageRequest }): Promise<Page<ActivityGroup>> {
  const db = await getDb();
  const ofTenant = eq(activityGroups.tenantId, ctx.tenant.id);
  return fetchPage(ctx.page,
    (limit, offset) => db.select().from(activityGroups).where(ofTenant).orderBy(asc(activityGroups.name), asc(activityGroups.id)).limit(limit).offset(offset),
    () => db.select({ n: count() }).from(activityGroups).where(ofTenant));
}

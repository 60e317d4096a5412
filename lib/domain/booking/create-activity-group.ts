import { getDb } from '../../db/client';
import { activityGroups, type ActivityGroup } from '../../db/schema';
import type { OperationContext } from '../context';

/** POST /activity_groups (admin): a group that activities of any club may name (`activityGroups`). */
export async function createActivityGroup(ctx: OperationContext & { name: string }): Promise<ActivityGroup> {
  const db = await getDb();
  const [group] = await db.insert(activityGroups).values({ tenantId: ctx.tenant.id, name: ctx.name }).returning();
  return group!;
}

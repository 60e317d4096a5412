import { and, eq } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { activityGroups, type ActivityGroup } from '../../db/schema';
import type { OperationContext } from '../context';
import { notFound } from '../errors';

/** GET /activity_groups/{id}: what an activity's `activityGroups` IRI names. */
export async function getActivityGroup(ctx: OperationContext & { id: number }): Promise<ActivityGroup> {
  const db = await getDb();
  const [group] = await db.select().from(activityGroups).where(and(eq(activityGroups.tenantId, ctx.tenant.id), eq(activityGroups.id, ctx.id)));
  if (!group) throw notFound('Activity group');
  return group;
}

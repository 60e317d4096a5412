import { and, eq, inArray } from 'drizzle-orm';
import { getDb, type Executor } from '../../db/client';
import { activities, activityGroups, coaches, studios, type Activity, type Coach, type Studio } from '../../db/schema';
import type { OperationContext } from '../context';
import { assertClubOfTenant } from '../contacts/check-contact-references';
import { invalidField } from '../errors';
import { assertClubInReach } from './assert-club-in-reach';
import { assertNameFree, rethrowNameRace } from './schedule-resource-names';
import type { ScheduleResourceKind } from './schedule-resources';

export interface ScheduleResourceInput {
  clubId: number;
  name: string;
  /** Activities only. */
  description?: string;
  showcase?: boolean;
  groupIds?: number[];
}

/** POST /activities, /studios, /coaches (admin): a schedule resource of one club; its name is unique among the club's live ones, whatever its case. */
export async function createScheduleResource(
  ctx: OperationContext & { kind: ScheduleResourceKind; input: ScheduleResourceInput },
): Promise<Activity | Studio | Coach> {
  const db = await getDb();
  const { kind, input, tenant } = ctx;
  await assertClubOfTenant(db, tenant.id, input.clubId, 'club');
  assertClubInReach(ctx.actor, input.clubId);
  await assertNameFree(db, kind, tenant.id, input.clubId, input.name);
  try {
    return await insertResource(db, ctx);
  } catch (error) {
    return rethrowNameRace(error, kind);
  }
}

async function insertResource(db: Executor, ctx: OperationContext & { kind: ScheduleResourceKind; input: ScheduleResourceInput }): Promise<Activity | Studio | Coach> {
  const { kind, input, tenant } = ctx;
  const base = { tenantId: tenant.id, clubId: input.clubId, name: input.name };
  if (kind === 'activities') {
    // The groups are stored as ids (no foreign key on an array): an unknown one is refused here.
    const groupIds = [...new Set(input.groupIds ?? [])];
    const known = groupIds.length === 0 ? [] : await db.select({ id: activityGroups.id }).from(activityGroups)
      .where(and(eq(activityGroups.tenantId, tenant.id), inArray(activityGroups.id, groupIds)));
    if (known.length !== groupIds.length) throw invalidField('activityGroups', 'not-found', 'No activity group of this network has this id.');
    const [row] = await db.insert(activities).values({
      ...base, description: input.description ?? '', showcase: input.showcase ?? false, groupIds,
    }).returning();
    return row!;
  }
  const [row] = await db.insert(kind === 'studios' ? studios : coaches).values(base).returning();
  return row!;
}

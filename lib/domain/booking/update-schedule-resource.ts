import { and, eq, isNull } from 'drizzle-orm';
import { inTransaction } from '../../db/transaction';
import { activities, type Activity, type Coach, type Studio } from '../../db/schema';
import type { OperationContext } from '../context';
import { assertClubInReach } from './assert-club-in-reach';
import { getScheduleResource } from './get-schedule-resource';
import { assertNameFree, rethrowNameRace } from './schedule-resource-names';
import { scheduleResourceTables, type ScheduleResourceKind } from './schedule-resources';
import { notFound } from '../errors';

export interface ScheduleResourcePatch {
  name?: string;
  /** Activities only. */
  description?: string;
  showcase?: boolean;
}

/**
 * PATCH /activities/{id}, /studios/{id}, /coaches/{id} (admin): renames a resource (and an activity's
 * description and showcase flag). Classes name it by id, so they show the new name. An archived
 * resource is history: it cannot be changed (404, as it is gone from the lists).
 */
export async function updateScheduleResource(
  ctx: OperationContext & { kind: ScheduleResourceKind; id: number; patch: ScheduleResourcePatch },
): Promise<Activity | Studio | Coach> {
  const { kind, patch, tenant } = ctx;
  const table = scheduleResourceTables[kind];
  try {
    return await inTransaction(async (tx) => {
      const current = await getScheduleResource({ ...ctx, db: tx });
      if (current.archivedAt) throw notFound(kind === 'activities' ? 'Activity' : kind === 'studios' ? 'Studio' : 'Coach');
      assertClubInReach(ctx.actor, current.clubId);
      if (patch.name !== undefined) await assertNameFree(tx, kind, tenant.id, current.clubId, patch.name, current.id);
      const set = kind === 'activities' ? patch : { ...(patch.name !== undefined ? { name: patch.name } : {}) };
      if (Object.keys(set).length === 0) return current;
      const [row] = await tx.update(kind === 'activities' ? activities : table).set(set)
        .where(and(eq(table.tenantId, tenant.id), eq(table.id, current.id), isNull(table.archivedAt))).returning();
      return row as Activity | Studio | Coach;
    });
  } catch (error) {
    return rethrowNameRace(error, kind);
  }
}

import { and, eq } from 'drizzle-orm';
import { inTransaction } from '../../db/transaction';
import { classEvents } from '../../db/schema';
import { now } from '../../time/clock';
import type { OperationContext } from '../context';
import { notFound } from '../errors';
import { assertClubInReach } from './assert-club-in-reach';
import { getScheduleResource } from './get-schedule-resource';
import { scheduleResourceTables, type ScheduleResourceKind } from './schedule-resources';

const COLUMN = { activities: classEvents.activityId, studios: classEvents.studioId, coaches: classEvents.coachId } as const;

/**
 * DELETE /activities/{id}, /studios/{id}, /coaches/{id} (admin). A resource no class names is deleted;
 * one that classes name is archived instead: it leaves the lists and pickers, its name is free again,
 * and the classes that name it keep showing it. Answers whether it was archived.
 */
export async function deleteScheduleResource(
  ctx: OperationContext & { kind: ScheduleResourceKind; id: number },
): Promise<{ archived: boolean }> {
  const { kind, tenant } = ctx;
  const table = scheduleResourceTables[kind];
  return inTransaction(async (tx) => {
    const current = await getScheduleResource({ ...ctx, db: tx });
    if (current.archivedAt) throw notFound(kind === 'activities' ? 'Activity' : kind === 'studios' ? 'Studio' : 'Coach');
    assertClubInReach(ctx.actor, current.clubId);
    const mine = and(eq(table.tenantId, tenant.id), eq(table.id, current.id));
    const [used] = await tx.select({ id: classEvents.id }).from(classEvents)
      .where(and(eq(classEvents.tenantId, tenant.id), eq(COLUMN[kind], current.id))).limit(1);
    if (used) {
      await tx.update(table).set({ archivedAt: now() }).where(mine);
      return { archived: true };
    }
    await tx.delete(table).where(mine);
    return { archived: false };
  });
}

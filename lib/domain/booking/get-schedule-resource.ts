import { and, eq } from 'drizzle-orm';
import { getDb, type Executor } from '../../db/client';
import type { Activity, Coach, Studio } from '../../db/schema';
import type { OperationContext } from '../context';
import { notFound } from '../errors';
import { scheduleResourceTables, type ScheduleResourceKind } from './schedule-resources';

const NAMES: Record<ScheduleResourceKind, string> = { activities: 'Activity', studios: 'Studio', coaches: 'Coach' };

/**
 * GET /activities/{id}, /studios/{id}, /coaches/{id}: one resource of the tenant's schedule. Like a
 * class (GET /class_events/{id}), it is readable by any token of the tenant: the schedule is shown
 * across the clubs sharing bookings, and a class names its activity, studio and coach by IRI.
 */
export async function getScheduleResource(ctx: OperationContext & { kind: ScheduleResourceKind; id: number; db?: Executor }): Promise<Activity | Studio | Coach> {
  const db = ctx.db ?? await getDb();
  const table = scheduleResourceTables[ctx.kind];
  const [row] = await db.select().from(table).where(and(eq(table.tenantId, ctx.tenant.id), eq(table.id, ctx.id))).limit(1);
  if (!row) throw notFound(NAMES[ctx.kind]);
  return row as Activity | Studio | Coach;
}

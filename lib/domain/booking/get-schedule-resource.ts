import { and, eq } from 'drizzle-orm';
import { getDb, type Executor } from '../../db/client';
import type { Activity, Coach, Studio } from '../../db/schema';
import { confinedClubId, type OperationContext } from '../context';
import { DomainError, notFound } from '../errors';
import { sharingBookingClubIds } from '../tenancy/sharing-booking-club-ids';
import { scheduleResourceTables, type ScheduleResourceKind } from './schedule-resources';

const NAMES: Record<ScheduleResourceKind, string> = { activities: 'Activity', studios: 'Studio', coaches: 'Coach' };

/**
 * GET /activities/{id}, /studios/{id}, /coaches/{id}: one resource of the tenant's schedule. Read as
 * a class is (GET /class_events/{id}): the schedule is shown across the clubs sharing bookings, and a
 * class names its activity, studio and coach by IRI, so a club-bound token reads those of its club
 * and of the clubs sharing bookings with it; another club's is a 403 unauthorized-club.
 */
export async function getScheduleResource(ctx: OperationContext & { kind: ScheduleResourceKind; id: number; db?: Executor }): Promise<Activity | Studio | Coach> {
  const db = ctx.db ?? await getDb();
  const table = scheduleResourceTables[ctx.kind];
  const [row] = await db.select().from(table).where(and(eq(table.tenantId, ctx.tenant.id), eq(table.id, ctx.id))).limit(1);
  if (!row) throw notFound(NAMES[ctx.kind]);
  const confined = confinedClubId(ctx.actor);
  if (confined !== undefined && row.clubId !== confined && !(await sharingBookingClubIds(db, ctx.tenant.id, confined)).includes(row.clubId)) {
    throw new DomainError('api.error.scope.unauthorized-club', 'This token is restricted to another club.');
  }
  return row as Activity | Studio | Coach;
}

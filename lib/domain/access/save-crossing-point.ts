import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { crossingPoints, entries, type CrossingDirection, type CrossingPoint } from '../../db/schema';
import { now } from '../../time/clock';
import type { OperationContext } from '../context';
import { invalidField } from '../errors';
import { referencedClubOrThrow } from './access-reach';
import { getCrossingPointOrThrow } from './crossing-points';
import { referencedZoneOrThrow } from './zones';

export interface CrossingPointInput { name: string; club: number; zone?: number | null; direction: CrossingDirection; enabled?: boolean }

/** A zone for a crossing point of `clubId`: of the same club (400 on `zone` otherwise). */
async function zoneFor(ctx: OperationContext, tx: Executor, zoneId: number | null | undefined, clubId: number): Promise<number | null> {
  if (zoneId === undefined || zoneId === null) return null;
  const zone = await referencedZoneOrThrow(ctx, zoneId, 'zone', tx);
  if (zone.clubId !== clubId) throw invalidField('zone', 'other-club', 'The zone belongs to another club than the crossing point.');
  return zone.id;
}

/** POST /crossing_points (admin). */
export async function createCrossingPoint(ctx: OperationContext & { input: CrossingPointInput }): Promise<CrossingPoint> {
  const { input } = ctx;
  return inTransaction(async (tx) => {
    await referencedClubOrThrow(ctx, tx, input.club, 'club');
    const zoneId = await zoneFor(ctx, tx, input.zone, input.club);
    const [point] = await tx.insert(crossingPoints).values({
      tenantId: ctx.tenant.id, clubId: input.club, zoneId, name: input.name, direction: input.direction, enabled: input.enabled ?? true,
    }).returning();
    return point!;
  });
}

/** PATCH (and PUT) /crossing_points/{id} (admin): name, zone, direction, enabled; it stays in its club. */
export async function updateCrossingPoint(
  ctx: OperationContext & { crossingPointId: number; input: Partial<Omit<CrossingPointInput, 'club'>> },
): Promise<CrossingPoint> {
  return inTransaction(async (tx) => {
    const point = await getCrossingPointOrThrow(ctx, ctx.crossingPointId, tx);
    const { input } = ctx;
    const zoneId = input.zone === undefined ? point.zoneId : await zoneFor(ctx, tx, input.zone, point.clubId);
    const [updated] = await tx.update(crossingPoints).set({
      name: input.name ?? point.name, zoneId, direction: input.direction ?? point.direction, enabled: input.enabled ?? point.enabled,
    }).where(and(eq(crossingPoints.tenantId, ctx.tenant.id), eq(crossingPoints.id, point.id))).returning();
    return updated!;
  });
}

/**
 * DELETE /crossing_points/{id} (admin): gone; one that entries name is archived instead (it leaves
 * the lists and records no more entries, the log keeps it).
 */
export async function deleteCrossingPoint(ctx: OperationContext & { crossingPointId: number }): Promise<void> {
  await inTransaction(async (tx) => {
    const point = await getCrossingPointOrThrow(ctx, ctx.crossingPointId, tx);
    const where = and(eq(crossingPoints.tenantId, ctx.tenant.id), eq(crossingPoints.id, point.id));
    const [used] = await tx.select({ id: entries.id }).from(entries)
      .where(and(eq(entries.tenantId, ctx.tenant.id), eq(entries.crossingPointId, point.id))).limit(1);
    if (used) await tx.update(crossingPoints).set({ archivedAt: now(), enabled: false }).where(where);
    else await tx.delete(crossingPoints).where(where);
  });
}

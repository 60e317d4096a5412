import { and, eq } from 'drizzle-orm';
import { inTransaction } from '../../db/transaction';
import { crossingPoints, zones, type Zone } from '../../db/schema';
import type { OperationContext } from '../context';
import { referencedClubOrThrow } from './access-reach';
import { getZoneOrThrow } from './zones';

/** POST /zones (admin). */
export async function createZone(ctx: OperationContext & { input: { name: string; club: number } }): Promise<Zone> {
  return inTransaction(async (tx) => {
    await referencedClubOrThrow(ctx, tx, ctx.input.club, 'club');
    const [zone] = await tx.insert(zones).values({ tenantId: ctx.tenant.id, clubId: ctx.input.club, name: ctx.input.name }).returning();
    return zone!;
  });
}

/** PATCH (and PUT) /zones/{id} (admin): its name; a zone stays in its club. */
export async function updateZone(ctx: OperationContext & { zoneId: number; input: { name?: string } }): Promise<Zone> {
  return inTransaction(async (tx) => {
    const zone = await getZoneOrThrow(ctx, ctx.zoneId, tx);
    if (ctx.input.name === undefined) return zone;
    const [updated] = await tx.update(zones).set({ name: ctx.input.name })
      .where(and(eq(zones.tenantId, ctx.tenant.id), eq(zones.id, zone.id))).returning();
    return updated!;
  });
}

/** DELETE /zones/{id} (admin): its periods go with it; its crossing points stay, in no zone. */
export async function deleteZone(ctx: OperationContext & { zoneId: number }): Promise<void> {
  await inTransaction(async (tx) => {
    const zone = await getZoneOrThrow(ctx, ctx.zoneId, tx);
    await tx.update(crossingPoints).set({ zoneId: null })
      .where(and(eq(crossingPoints.tenantId, ctx.tenant.id), eq(crossingPoints.zoneId, zone.id)));
    await tx.delete(zones).where(and(eq(zones.tenantId, ctx.tenant.id), eq(zones.id, zone.id)));
  });
}

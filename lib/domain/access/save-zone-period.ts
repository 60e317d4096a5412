import { and, eq } from 'drizzle-orm';
import { inTransaction } from '../../db/transaction';
import { zonePeriods, type ZonePeriod } from '../../db/schema';
import type { OperationContext } from '../context';
import { invalidField } from '../errors';
import { minutesOf } from './minutes';
import { getZonePeriodOrThrow } from './zone-periods';
import { referencedZoneOrThrow } from './zones';

export interface ZonePeriodInput { zone: number; weekday: number; startTime: string; endTime: string }

function checked(start: number, end: number, field: string): void {
  if (start >= end) throw invalidField(field, 'before-start', 'The end of a period comes after its start (24:00 at the latest).');
}

/** POST /zone_periods (admin): the zone must be of this tenant (400 on `zone`). */
export async function createZonePeriod(ctx: OperationContext & { input: ZonePeriodInput }): Promise<ZonePeriod> {
  const { input } = ctx;
  const start = minutesOf(input.startTime);
  const end = minutesOf(input.endTime);
  checked(start, end, 'endTime');
  return inTransaction(async (tx) => {
    await referencedZoneOrThrow(ctx, input.zone, 'zone', tx);
    const [period] = await tx.insert(zonePeriods)
      .values({ tenantId: ctx.tenant.id, zoneId: input.zone, weekday: input.weekday, startMinute: start, endMinute: end }).returning();
    return period!;
  });
}

/** PATCH (and PUT) /zone_periods/{id} (admin): weekday and times; a period stays in its zone. */
export async function updateZonePeriod(
  ctx: OperationContext & { periodId: number; input: Partial<Omit<ZonePeriodInput, 'zone'>> },
): Promise<ZonePeriod> {
  return inTransaction(async (tx) => {
    const period = await getZonePeriodOrThrow(ctx, ctx.periodId, tx);
    const start = ctx.input.startTime === undefined ? period.startMinute : minutesOf(ctx.input.startTime);
    const end = ctx.input.endTime === undefined ? period.endMinute : minutesOf(ctx.input.endTime);
    checked(start, end, ctx.input.endTime === undefined ? 'startTime' : 'endTime');
    const [updated] = await tx.update(zonePeriods).set({ weekday: ctx.input.weekday ?? period.weekday, startMinute: start, endMinute: end })
      .where(and(eq(zonePeriods.tenantId, ctx.tenant.id), eq(zonePeriods.id, period.id))).returning();
    return updated!;
  });
}

/** DELETE /zone_periods/{id} (admin). */
export async function deleteZonePeriod(ctx: OperationContext & { periodId: number }): Promise<void> {
  await inTransaction(async (tx) => {
    const period = await getZonePeriodOrThrow(ctx, ctx.periodId, tx);
    await tx.delete(zonePeriods).where(and(eq(zonePeriods.tenantId, ctx.tenant.id), eq(zonePeriods.id, period.id)));
  });
}

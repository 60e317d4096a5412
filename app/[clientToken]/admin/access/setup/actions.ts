'use server';
import { z } from 'zod';
import { createCrossingPoint, deleteCrossingPoint, updateCrossingPoint } from '@/lib/domain/access/save-crossing-point';
import { createZonePeriod, deleteZonePeriod } from '@/lib/domain/access/save-zone-period';
import { createZone, deleteZone } from '@/lib/domain/access/save-zone';
import { parseId, runAction, type ActionResult } from '../../../run-action';

// The access set-up is the club's: owners and managers change it, front-desk staff read it.
const role = ['owner', 'manager'] as const;
const id = z.coerce.number().int().positive().max(2_147_483_647);
const name = z.string().trim().min(1).max(100);
const clock = z.string().regex(/^(?:[01][0-9]|2[0-3]):[0-5][0-9]$|^24:00$/);

const zoneSchema = z.object({ name, club: id });
const periodSchema = z.object({ zone: id, weekday: z.coerce.number().int().min(1).max(7), startTime: clock, endTime: clock });
const pointSchema = z.object({
  name, club: id, zone: z.union([z.literal('').transform(() => null), id]).optional(), direction: z.enum(['in', 'out']),
});

export async function addZone(clientToken: string, input: unknown): Promise<ActionResult<null>> {
  return runAction({ clientToken, who: 'staff', role, schema: zoneSchema, input, run: async (ctx, values) => { await createZone({ ...ctx, input: values }); return null; } });
}

export async function removeZone(clientToken: string, zoneId: number): Promise<ActionResult<null>> {
  return runAction({ clientToken, who: 'staff', role, run: async (ctx) => { await deleteZone({ ...ctx, zoneId: parseId(zoneId) }); return null; } });
}

export async function addPeriod(clientToken: string, input: unknown): Promise<ActionResult<null>> {
  return runAction({ clientToken, who: 'staff', role, schema: periodSchema, input, run: async (ctx, values) => { await createZonePeriod({ ...ctx, input: values }); return null; } });
}

export async function removePeriod(clientToken: string, periodId: number): Promise<ActionResult<null>> {
  return runAction({ clientToken, who: 'staff', role, run: async (ctx) => { await deleteZonePeriod({ ...ctx, periodId: parseId(periodId) }); return null; } });
}

export async function addPoint(clientToken: string, input: unknown): Promise<ActionResult<null>> {
  return runAction({ clientToken, who: 'staff', role, schema: pointSchema, input, run: async (ctx, values) => { await createCrossingPoint({ ...ctx, input: values }); return null; } });
}

export async function switchPoint(clientToken: string, pointId: number, enabled: boolean): Promise<ActionResult<null>> {
  return runAction({
    clientToken, who: 'staff', role,
    run: async (ctx) => { await updateCrossingPoint({ ...ctx, crossingPointId: parseId(pointId), input: { enabled: enabled === true } }); return null; },
  });
}

export async function removePoint(clientToken: string, pointId: number): Promise<ActionResult<null>> {
  return runAction({ clientToken, who: 'staff', role, run: async (ctx) => { await deleteCrossingPoint({ ...ctx, crossingPointId: parseId(pointId) }); return null; } });
}

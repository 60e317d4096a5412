'use server';
import { z } from 'zod';
import { createClassLayout, deleteClassLayout, updateClassLayout } from '@/lib/domain/planning/class-layouts';
import { fieldsOf, parseId, runAction, type ActionResult } from '../../../run-action';

const spot = z.object({ number: z.number().int().min(1).max(100_000), label: z.string().trim().max(40), x: z.number().int().min(0).max(1000), y: z.number().int().min(0).max(1000) });
const layoutSchema = z.object({ name: z.string().trim().min(1).max(120), spots: z.array(spot).min(1).max(500) });

/**
 * Saves the grid editor's layout: a new one on a studio (createClassLayout) or new name and spots
 * (updateClassLayout), whose refusal to take away a spot booked in a class to come is said in the
 * staff's language, naming the spot (the `violation.spots.*` sentences of the errors catalog).
 */
export async function saveLayout(clientToken: string, target: { studioId: number } | { layoutId: number }, input: unknown): Promise<ActionResult<{ id: number }>> {
  return runAction({
    clientToken, who: 'staff', schema: layoutSchema, input, fields: fieldsOf(['name', 'spots']),
    run: async (ctx, values) => {
      const layout = 'layoutId' in target
        ? await updateClassLayout({ ...ctx, id: parseId(target.layoutId), patch: values })
        : await createClassLayout({ ...ctx, input: { studioId: parseId(target.studioId), ...values } });
      return { id: layout.id };
    },
  });
}

/** Archives a layout (deleteClassLayout): classes that name it keep their spots. */
export async function archiveLayout(clientToken: string, layoutId: number): Promise<ActionResult> {
  return runAction({
    clientToken, who: 'staff',
    run: async (ctx) => {
      await deleteClassLayout({ ...ctx, id: parseId(layoutId) });
      return null;
    },
  });
}

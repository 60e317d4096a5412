'use server';
import { deleteMotive } from '@/lib/domain/subscriptions/delete-motive';
import { saveMotive } from '@/lib/domain/subscriptions/save-motive';
import { fieldsOf, parseId, runAction, type ActionResult } from '../../run-action';
import { motiveNameSchema } from './motive-schema';

const nameField = fieldsOf(['name']);

/** Adds a motive to the network's list (saveMotive, as POST /cancellation_motives). */
export async function createMotive(clientToken: string, input: unknown): Promise<ActionResult<{ name: string }>> {
  return runAction({
    clientToken, who: 'staff', schema: motiveNameSchema, input, fields: nameField,
    run: async (ctx, { name }) => ({ name: (await saveMotive({ ...ctx, name })).name }),
  });
}

/** Renames a motive (saveMotive with its id, as PATCH /cancellation_motives/{id}). */
export async function renameMotive(clientToken: string, motiveId: number, input: unknown): Promise<ActionResult<{ name: string }>> {
  return runAction({
    clientToken, who: 'staff', schema: motiveNameSchema, input, fields: nameField,
    run: async (ctx, { name }) => ({ name: (await saveMotive({ ...ctx, motiveId: parseId(motiveId), name })).name }),
  });
}

/**
 * Deletes a motive; clubs stop offering it (deleteMotive, as DELETE /cancellation_motives/{id}). One
 * that cancellations name is archived instead, and the answer says so.
 */
export async function removeMotive(clientToken: string, motiveId: number): Promise<ActionResult<{ archived: boolean }>> {
  return runAction({
    clientToken, who: 'staff',
    run: async (ctx) => deleteMotive({ ...ctx, motiveId: parseId(motiveId) }),
  });
}

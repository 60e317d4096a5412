'use server';
import { deleteMotive } from '@/lib/domain/subscriptions/delete-motive';
import { saveMotive } from '@/lib/domain/subscriptions/save-motive';
import type { ActionResult } from '../action-result';
import { fieldsOf, parseId, parseInput, runStaffAction } from '../run-staff-action';
import { motiveNameSchema } from './motive-schema';

const nameField = fieldsOf(['name']);

/** Adds a motive to the network's list (saveMotive, as POST /cancellation_motives). */
export async function createMotive(clientToken: string, input: unknown): Promise<ActionResult<{ name: string }>> {
  return runStaffAction(clientToken, async (ctx) => {
    const { name } = parseInput(motiveNameSchema, input);
    const motive = await saveMotive({ ...ctx, name });
    return { name: motive.name };
  }, nameField);
}

/** Renames a motive (saveMotive with its id, as PATCH /cancellation_motives/{id}). */
export async function renameMotive(clientToken: string, motiveId: number, input: unknown): Promise<ActionResult<{ name: string }>> {
  return runStaffAction(clientToken, async (ctx) => {
    const id = parseId(motiveId);
    const { name } = parseInput(motiveNameSchema, input);
    const motive = await saveMotive({ ...ctx, motiveId: id, name });
    return { name: motive.name };
  }, nameField);
}

/** Deletes a motive; clubs stop offering it (deleteMotive, as DELETE /cancellation_motives/{id}). */
export async function removeMotive(clientToken: string, motiveId: number): Promise<ActionResult> {
  return runStaffAction(clientToken, async (ctx) => {
    await deleteMotive({ ...ctx, motiveId: parseId(motiveId) });
    return null;
  });
}

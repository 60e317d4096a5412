'use server';
import { createScheduleResource } from '@/lib/domain/booking/create-schedule-resource';
import { DomainError } from '@/lib/domain/errors';
import type { ActionResult } from '../../action-result';
import { fieldsOf, parseInput, runStaffAction } from '../../run-staff-action';
import { newResourceSchema, RESOURCE_KINDS } from './resource-schema';

const fields = fieldsOf(['clubId', 'name'], { club: 'clubId' });

/** Adds an activity, a studio or a coach to a club (createScheduleResource, as POST /activities, /studios, /coaches). */
export async function createResource(clientToken: string, kind: unknown, input: unknown): Promise<ActionResult<{ name: string }>> {
  return runStaffAction(clientToken, async (ctx) => {
    const known = RESOURCE_KINDS.find((k) => k === kind);
    if (!known) throw new DomainError('api.error.validation.invalid', 'An activity, a studio or a coach.');
    const { clubId, name } = parseInput(newResourceSchema, input);
    const created = await createScheduleResource({ ...ctx, kind: known, input: { clubId: Number(clubId), name } });
    return { name: created.name };
  }, fields);
}

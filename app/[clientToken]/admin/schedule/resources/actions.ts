'use server';
import { createActivityGroup } from '@/lib/domain/booking/create-activity-group';
import { createScheduleResource } from '@/lib/domain/booking/create-schedule-resource';
import { DomainError } from '@/lib/domain/errors';
import type { ActionResult } from '../../action-result';
import { fieldsOf, parseInput, runStaffAction } from '../../run-staff-action';
import { newActivitySchema, newGroupSchema, newResourceSchema, RESOURCE_KINDS } from './resource-schema';

const fields = fieldsOf(['clubId', 'name', 'description', 'showcase', 'groupIds'], { club: 'clubId', activityGroups: 'groupIds' });

/** Adds an activity (with its description, showcase and groups), a studio or a coach to a club (createScheduleResource, as POST /activities, /studios, /coaches). */
export async function createResource(clientToken: string, kind: unknown, input: unknown): Promise<ActionResult<{ name: string }>> {
  return runStaffAction(clientToken, async (ctx) => {
    const known = RESOURCE_KINDS.find((k) => k === kind);
    if (!known) throw new DomainError('api.error.validation.invalid', 'An activity, a studio or a coach.');
    const { clubId, ...rest } = parseInput(known === 'activities' ? newActivitySchema : newResourceSchema, input);
    const created = await createScheduleResource({ ...ctx, kind: known, input: { ...rest, clubId: Number(clubId) } });
    return { name: created.name };
  }, fields);
}

/** Adds a group of activities for every club (createActivityGroup, as POST /activity_groups). */
export async function createGroup(clientToken: string, input: unknown): Promise<ActionResult<{ name: string }>> {
  return runStaffAction(clientToken, async (ctx) => {
    const created = await createActivityGroup({ ...ctx, name: parseInput(newGroupSchema, input).name });
    return { name: created.name };
  }, fieldsOf(['name']));
}

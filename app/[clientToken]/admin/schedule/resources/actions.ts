'use server';
import { z } from 'zod';
import { createActivityGroup } from '@/lib/domain/booking/create-activity-group';
import { createScheduleResource } from '@/lib/domain/booking/create-schedule-resource';
import { deleteScheduleResource } from '@/lib/domain/booking/delete-schedule-resource';
import { updateScheduleResource } from '@/lib/domain/booking/update-schedule-resource';
import { fieldsOf, parseId, parseInput, runAction, type ActionResult } from '../../../run-action';
import { newActivitySchema, newGroupSchema, newResourceSchema, RESOURCE_KINDS, resourceNameSchema } from './resource-schema';

const fields = fieldsOf(['clubId', 'name', 'description', 'showcase', 'groupIds'], { club: 'clubId', activityGroups: 'groupIds' });

/** Adds an activity (with its description, showcase and groups), a studio or a coach to a club (createScheduleResource, as POST /activities, /studios, /coaches). */
export async function createResource(clientToken: string, kind: unknown, input: unknown): Promise<ActionResult<{ name: string }>> {
  return runAction({
    clientToken, who: 'staff', schema: z.enum(RESOURCE_KINDS), input: kind, fields,
    run: async (ctx, known) => {
      // The form's shape depends on the kind: an activity says more than a studio or a coach.
      const { clubId, ...rest } = parseInput(known === 'activities' ? newActivitySchema : newResourceSchema, input);
      const created = await createScheduleResource({ ...ctx, kind: known, input: { ...rest, clubId: Number(clubId) } });
      return { name: created.name };
    },
  });
}

/** Adds a group of activities for every club (createActivityGroup, as POST /activity_groups). */
export async function createGroup(clientToken: string, input: unknown): Promise<ActionResult<{ name: string }>> {
  return runAction({
    clientToken, who: 'staff', schema: newGroupSchema, input, fields: fieldsOf(['name']),
    run: async (ctx, { name }) => ({ name: (await createActivityGroup({ ...ctx, name })).name }),
  });
}

/** Renames an activity, a studio or a coach (updateScheduleResource, as PATCH /activities/{id}, /studios/{id}, /coaches/{id}). */
export async function renameResource(clientToken: string, kind: unknown, id: number, input: unknown): Promise<ActionResult<{ name: string }>> {
  return runAction({
    clientToken, who: 'staff', schema: z.enum(RESOURCE_KINDS), input: kind, fields: fieldsOf(['name']),
    run: async (ctx, known) => {
      const { name } = parseInput(resourceNameSchema, input);
      return { name: (await updateScheduleResource({ ...ctx, kind: known, id: parseId(id), patch: { name } })).name };
    },
  });
}

/**
 * Deletes an activity, a studio or a coach; one that classes name is archived instead, and the answer
 * says so (deleteScheduleResource, as DELETE /activities/{id}, /studios/{id}, /coaches/{id}).
 */
export async function removeResource(clientToken: string, kind: unknown, id: number): Promise<ActionResult<{ archived: boolean }>> {
  return runAction({
    clientToken, who: 'staff', schema: z.enum(RESOURCE_KINDS), input: kind,
    run: async (ctx, known) => deleteScheduleResource({ ...ctx, kind: known, id: parseId(id) }),
  });
}

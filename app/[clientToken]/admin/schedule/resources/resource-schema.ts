// A new activity, studio or coach as the staff form sends it, checked in the browser and again by
// the server action with the rule of the API's body (POST /activities, /studios, /coaches).
import { z } from 'zod';
import type { ScheduleResourceKind } from '@/lib/domain/booking/schedule-resources';
import { idChoice } from '../class-fields';
import { formError } from '@/lib/i18n/error-sentence';

export const newResourceSchema = z.object({
  clubId: idChoice(formError('chooseClub')),
  name: z.string().trim().min(1, formError('nameIt')).max(120),
}).strict();

/** An activity also says what it is, whether partners show it (GET /showcase_activities) and its groups. */
export const newActivitySchema = newResourceSchema.extend({
  description: z.string().trim().max(2000).optional(),
  showcase: z.boolean().optional(),
  groupIds: z.array(z.number().int().positive()).max(20).optional(),
}).strict();

export type NewResourceValues = z.input<typeof newActivitySchema>;

/** A new name for an activity, a studio or a coach (PATCH /activities/{id}, /studios/{id}, /coaches/{id}). */
export const resourceNameSchema = z.object({ name: z.string().trim().min(1, formError('nameIt')).max(120) }).strict();

export type ResourceNameValues = z.input<typeof resourceNameSchema>;

/** A group of activities, shared by every club (POST /activity_groups). */
export const newGroupSchema = z.object({ name: z.string().trim().min(1, formError('nameIt')).max(120) }).strict();

export type NewGroupValues = z.input<typeof newGroupSchema>;

export const RESOURCE_KINDS = ['activities', 'studios', 'coaches'] as const satisfies readonly ScheduleResourceKind[];

/** "activity", "studio", "coach": how one of a kind is named in sentences. */
export const SINGULAR: Record<ScheduleResourceKind, string> = { activities: 'activity', studios: 'studio', coaches: 'coach' };

import { z } from '@hono/zod-openapi';
import { attendeeStates } from '../../db/schema';
import { parseDateTimeInZone } from '../../time/zone';
import { iriField, iriId } from '../iri-field';
import { oneOrMany } from './one-or-many';

const iriString = z.string().openapi({ format: 'iri-reference' });


/** `name` and `name[]` (the spec's array form): each one value or several, all kept. */
function listParams<T>(name: string, one: z.ZodType<T>, example: string, item: { format?: string; enum?: readonly string[] }) {
  return {
    [name]: oneOrMany(one, example, item).optional().openapi({ param: { name, in: 'query' } }),
    [`${name}[]`]: oneOrMany(one, example, item).optional().openapi({ param: { name: `${name}[]`, in: 'query' } }),
  };
}

const iriList = (name: string, collection: string, example: string) => listParams(name, iriId(collection, example), example, { format: 'iri-reference' });

const stateValue = z.enum(attendeeStates);
// Judged here, so that one that cannot be read is an ignored filter (CONTRACT §1); the club's zone
// is applied by the domain (class-event-filters.ts), which still refuses a wall time that does not exist there.
const dateTime = z.string().max(40).refine((value) => parseDateTimeInZone(value, 'UTC') !== null,
  'A date-time is ISO 8601, with or without an offset (without: the club\'s time).');

export const classEventQuery = z.object({
  ...iriList('club', 'clubs', '/demo/clubs/1'),
  ...iriList('coach', 'coaches', '/demo/coaches/1'),
  ...iriList('activity', 'activities', '/demo/activities/1'),
  ...iriList('activity.activityGroups', 'activity_groups', '/demo/activity_groups/1'),
  ...iriList('studio', 'studios', '/demo/studios/1'),
  ...iriList('attendees.contactId', 'contacts', '/demo/contacts/1'),
  ...listParams('attendees.state', stateValue, 'booked', { enum: attendeeStates }),
  'startedAt[before]': dateTime.optional().openapi({ param: { name: 'startedAt[before]', in: 'query' } }),
  'startedAt[strictly_before]': dateTime.optional().openapi({ param: { name: 'startedAt[strictly_before]', in: 'query' } }),
  'startedAt[after]': dateTime.optional().openapi({ param: { name: 'startedAt[after]', in: 'query' } }),
  'startedAt[strictly_after]': dateTime.optional().openapi({ param: { name: 'startedAt[strictly_after]', in: 'query' } }),
  // What partners' clients send to /events (docs/decisions.md, "Partner client conventions"): a window
  // on the start, and calendars, the IRIs of studios, coaches or activities, each read as its own filter.
  startedAt: dateTime.optional().openapi({ param: { name: 'startedAt', in: 'query' }, description: 'Classes starting at or after it.' }),
  endedAt: dateTime.optional().openapi({ param: { name: 'endedAt', in: 'query' }, description: 'Classes starting at or before it.' }),
  ...listParams('calendars', iriField(['studios', 'coaches', 'activities'], '/demo/studios/1'), '/demo/studios/1', { format: 'iri-reference' }),
  'order[startedAt]': z.enum(['asc', 'desc']).optional().openapi({ param: { name: 'order[startedAt]', in: 'query' } }),
  available: z.enum(['true', 'false', '1', '0']).optional().openapi({ param: { name: 'available', in: 'query' } }),
  time: z.enum(['morning', 'afternoon', 'evening']).optional().openapi({ param: { name: 'time', in: 'query' } }),
  archived: z.enum(['0', '1', 'false', 'true', 'no', 'yes', 'only']).optional().openapi({ param: { name: 'archived', in: 'query' } }),
});
export type ClassEventQuery = z.output<typeof classEventQuery>;

export const classEventSchema = z.object({
  '@id': iriString, '@type': z.literal('ClassEvent'), id: z.number().int(), name: z.string(), club: iriString, activity: iriString,
  studio: iriString.nullable(), coach: iriString.nullable(), startedAt: z.string(), endedAt: z.string(),
  attendingLimit: z.number().int(), queueLimit: z.number().int(), bookedAttendees: z.number().int(), queuedAttendees: z.number().int(),
  attendeeRemaining: z.number().int(), queueRemaining: z.number().int(), canceled: z.boolean(), archived: z.boolean(),
  summary: z.string().nullable(), description: z.string().nullable(), instructionsComment: z.string().nullable(),
  classLayout: iriString.nullable(), onlineLimit: z.number().int().nullable(), externalQuota: z.number().int().nullable(),
  recurrence: iriString.nullable(),
}).openapi('ClassEvent');

export const attendeeSchema = z.object({
  '@id': iriString, '@type': z.literal('Attendee'), id: z.number().int(), classEvent: iriString, contactId: iriString,
  state: z.enum(attendeeStates), bookedAt: z.string().nullable(), queuedAt: z.string().nullable(), canceledAt: z.string().nullable(),
  lateCancel: z.boolean(), spot: z.number().int().nullable(), showed: z.boolean().nullable(),
}).openapi('Attendee');

export const resourceSchema = z.object({
  '@id': iriString, '@type': z.string(), id: z.number().int(), name: z.string(), club: iriString,
}).openapi('ScheduleResource');

export const activityGroupSchema = z.object({
  '@id': iriString, '@type': z.literal('ActivityGroup'), id: z.number().int(), name: z.string(),
}).openapi('ActivityGroup');

export const activityGroupBody = z.object({ name: z.string().trim().min(1).max(120) }).strict().openapi('ActivityGroupInput');

export const bookingBody = z.object({
  classEvent: iriId('class_events', '/demo/class_events/1'),
  contactId: iriId('contacts', '/demo/contacts/1').optional(),
  spot: z.number().int().min(1).max(100_000).optional()
    .openapi({ description: 'A spot of the class\'s layout; without it the lowest free one is given (CONTRACT §14).' }),
  channel: z.string().pipe(z.enum(['online', 'desk'])).optional()
    .openapi({ type: 'string', enum: ['online', 'desk'], description: '`desk` (admin token): outside the online limit.' }),
}).strict().openapi('AttendeeInput');

export const batchCancelBody = z.object({
  attendees: z.array(iriId('attendees', '/demo/attendees/1')).min(1).max(500),
}).strict().openapi('AttendeeBatchCancel');

// A string first: a missing enum value is reported by zod as invalid_value, which would hide that it is
// missing; as a string it is a `required` violation (api.error.validation.required).
export const attendeeTransitionBody = z.object({
  transition: z.string().pipe(z.enum(['cancel'])).openapi({ type: 'string', enum: ['cancel'] }),
}).strict().openapi('AttendeeTransition');

export const attendeeQuery = z.object({
  classEvent: iriId('class_events', '/demo/class_events/1').optional().openapi({ param: { name: 'classEvent', in: 'query' } }),
  contactId: iriId('contacts', '/demo/contacts/1').optional().openapi({ param: { name: 'contactId', in: 'query' } }),
  state: stateValue.optional().openapi({ param: { name: 'state', in: 'query' } }),
});

const instant = z.iso.datetime({ offset: true });
const text = z.string().max(4000).nullable().optional();
/** CONTRACT §14's fields of a class (and of a recurrence's template). */
export const planningClassFields = {
  summary: text, description: text, instructionsComment: text,
  classLayout: iriId('class_layouts', '/demo/class_layouts/1').nullable().optional(),
  onlineLimit: z.number().int().min(0).max(1000).nullable().optional(),
  externalQuota: z.number().int().min(0).max(1000).nullable().optional(),
};
export const classEventBody = z.object({
  club: iriId('clubs', '/demo/clubs/1'),
  activity: iriId('activities', '/demo/activities/1'),
  studio: iriId('studios', '/demo/studios/1').nullable().optional(),
  coach: iriId('coaches', '/demo/coaches/1').nullable().optional(),
  name: z.string().trim().min(1).max(120).optional(),
  startedAt: instant,
  endedAt: instant,
  attendingLimit: z.number().int().min(1).max(1000),
  queueLimit: z.number().int().min(0).max(1000).optional(),
  ...planningClassFields,
}).strict().openapi('ClassEventInput');

export const classEventPatchBody = classEventBody.omit({ club: true }).partial().strict().openapi('ClassEventPatch');

/** A studio or a coach. Activity fields sent for them are refused as unknown, not dropped (CONTRACT §1). */
export const resourceBody = z.object({
  club: iriId('clubs', '/demo/clubs/1'),
  name: z.string().trim().min(1).max(120),
}).strict().openapi('ScheduleResourceInput');

export const activityBody = resourceBody.extend({
  description: z.string().max(2000).optional(),
  showcase: z.boolean().optional(),
  activityGroups: z.array(iriId('activity_groups', '/demo/activity_groups/1')).max(20).optional(),
}).strict().openapi('ActivityInput');

/** PATCH /studios/{id}, /coaches/{id}: a new name. */
export const resourcePatchBody = resourceBody.omit({ club: true }).partial().strict().openapi('ScheduleResourcePatch');

/** PATCH /activities/{id}: a new name, description or showcase flag. */
export const activityPatchBody = activityBody.omit({ club: true, activityGroups: true }).partial().strict().openapi('ActivityPatch');

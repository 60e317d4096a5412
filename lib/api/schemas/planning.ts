// CONTRACT §14: recurrences, class layouts, attendance, penalty scenarios, batch cancel.
import { z } from '@hono/zod-openapi';
import { weekDays } from '../../db/schema';
import { iriId } from '../iri-field';
import { planningClassFields } from './booking';

const iriString = z.string().openapi({ format: 'iri-reference' });
const day = z.iso.date().openapi({ example: '2026-12-03' });
const dateTime = z.string().min(1).max(40);

/** The collection's "Create the class_event recurrence" body. */
export const recurrenceBody = z.object({
  startedAt: day.openapi({ description: 'The first day (included).' }),
  endedAt: day.openapi({ description: 'The last day (included).' }),
  frequency: z.string().pipe(z.enum(['weekly'])).optional().openapi({ type: 'string', enum: ['weekly'] }),
  day: z.string().pipe(z.enum(weekDays)).openapi({ type: 'string', enum: [...weekDays] }),
  excludedDates: z.array(day).max(100).optional(),
  extraDates: z.array(day).max(100).optional(),
  classEventType: z.object({
    club: iriId('clubs', '/demo/clubs/1'),
    activity: iriId('activities', '/demo/activities/1'),
    studio: iriId('studios', '/demo/studios/1').nullable().optional(),
    coach: iriId('coaches', '/demo/coaches/1').nullable().optional(),
    name: z.string().trim().min(1).max(120).nullable().optional(),
    attendingLimit: z.number().int().min(1).max(1000),
    queueLimit: z.number().int().min(0).max(1000).optional(),
    startedAt: dateTime.openapi({ description: 'Its time of day is the classes\' start, on the club\'s clock.', example: '2026-12-03T12:00:00' }),
    endedAt: dateTime.openapi({ description: 'Its time of day is the classes\' end.', example: '2026-12-03T13:00:00' }),
    ...planningClassFields,
  }).strict(),
  classEvents: z.array(iriId('class_events', '/demo/class_events/1')).max(100).optional()
    .openapi({ description: 'Existing classes of the club that belong to it: their days are not created again.' }),
}).strict().openapi('RecurrenceInput');

export const recurrenceSchema = z.object({
  '@id': iriString, '@type': z.literal('Recurrence'), id: z.number().int(), club: iriString,
  startedAt: z.string(), endedAt: z.string(), frequency: z.literal('weekly'), day: z.enum(weekDays),
  excludedDates: z.array(z.string()), extraDates: z.array(z.string()),
  classEventType: z.object({
    activity: iriString, studio: iriString.nullable(), coach: iriString.nullable(), name: z.string().nullable(),
    attendingLimit: z.number().int(), queueLimit: z.number().int(), onlineLimit: z.number().int().nullable(),
    externalQuota: z.number().int().nullable(), classLayout: iriString.nullable(), startedAt: z.string(), endedAt: z.string(),
    summary: z.string().nullable(), description: z.string().nullable(), instructionsComment: z.string().nullable(),
  }),
  classEvents: z.array(iriString), canceledFrom: z.string().nullable(),
}).openapi('Recurrence');

export const recurrenceCancelQuery = z.object({
  from: day.openapi({ param: { name: 'from', in: 'query' }, description: 'Its classes on this day (the club\'s calendar) and after are cancelled.' }),
});

const spot = z.object({
  number: z.number().int().min(1).max(100_000),
  label: z.string().trim().max(40).optional(),
  x: z.number().int().min(0).max(1000),
  y: z.number().int().min(0).max(1000),
}).strict();

export const classLayoutBody = z.object({
  name: z.string().trim().min(1).max(120),
  studio: iriId('studios', '/demo/studios/1'),
  spots: z.array(spot).min(1).max(500),
}).strict().openapi('ClassLayoutInput');

export const classLayoutPatchBody = classLayoutBody.omit({ studio: true }).partial().strict().openapi('ClassLayoutPatch');

export const classLayoutSchema = z.object({
  '@id': iriString, '@type': z.literal('ClassLayout'), id: z.number().int(), name: z.string(), studio: iriString, club: iriString,
  spots: z.array(z.object({ number: z.number().int(), label: z.string(), x: z.number().int(), y: z.number().int() })),
}).openapi('ClassLayout');

export const classLayoutQuery = z.object({
  studio: iriId('studios', '/demo/studios/1').optional().openapi({ param: { name: 'studio', in: 'query' } }),
});

const scenarioFields = {
  name: z.string().trim().min(1).max(120),
  periodDays: z.number().int().min(1).max(3650),
  threshold: z.number().int().min(1).max(1000),
  penalty: z.string().pipe(z.enum(['block_booking', 'fee'])).openapi({ type: 'string', enum: ['block_booking', 'fee'] }),
  blockDays: z.number().int().min(1).max(3650).nullable().optional(),
  amount: z.number().int().min(1).max(100_000_00).nullable().optional(),
};
export const scenarioBody = z.object({ club: iriId('clubs', '/demo/clubs/1'), ...scenarioFields }).strict().openapi('PenaltyScenarioInput');
export const scenarioPatchBody = z.object(scenarioFields).partial().strict().openapi('PenaltyScenarioPatch');
export const scenarioSchema = z.object({
  '@id': iriString, '@type': z.string(), id: z.number().int(), club: iriString, name: z.string(), periodDays: z.number().int(),
  threshold: z.number().int(), penalty: z.enum(['block_booking', 'fee']), blockDays: z.number().int().nullable(), amount: z.number().int().nullable(),
}).openapi('PenaltyScenario');

export const bookingBlockSchema = z.object({
  '@id': iriString, '@type': z.literal('BookingBlock'), id: z.number().int(), club: iriString, contactId: iriString, scenario: iriString,
  reason: z.enum(['no_show', 'late_cancel']), appliedAt: z.string(), endsOn: z.string().nullable(), liftedAt: z.string().nullable(),
}).openapi('BookingBlock');
export const bookingBlockQuery = z.object({
  contactId: iriId('contacts', '/demo/contacts/1').optional().openapi({ param: { name: 'contactId', in: 'query' } }),
});

export const attendanceBody = z.object({
  attendees: z.array(z.object({ attendee: iriId('attendees', '/demo/attendees/1'), showed: z.boolean() }).strict()).min(1).max(500),
}).strict().openapi('AttendanceInput');

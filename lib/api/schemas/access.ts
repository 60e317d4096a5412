// Access control (CONTRACT §11): identificators, zones, zone periods, crossing points, entries.
import { z } from '@hono/zod-openapi';
import { crossingDirections, identificatorTypes } from '../../db/schema';
import { parseDateTimeInZone } from '../../time/zone';
import { iriId } from '../iri-field';
import { oneOrMany } from './one-or-many';

const iriString = z.string().openapi({ format: 'iri-reference' });
const q = (name: string) => ({ param: { name, in: 'query' as const } });

/** `name` and `name[]` (the spec's array form), each one value or several. */
function listOf<N extends string, T>(name: N, one: z.ZodType<T>, example: string, item: { format?: string; enum?: readonly string[] } = {}) {
  return {
    [name]: oneOrMany(one, example, item).optional().openapi({ param: { name, in: 'query' } }),
    [`${name}[]`]: oneOrMany(one, example, item).optional().openapi({ param: { name: `${name}[]`, in: 'query' } }),
  } as unknown as Record<N | `${N}[]`, z.ZodOptional<z.ZodType<T[]>>>;
}
const iriList = <N extends string>(name: N, collection: string, example: string) => listOf(name, iriId(collection, example), example, { format: 'iri-reference' });

export { badgeSchema as identificatorSchema } from './contacts';

export const identificatorQuery = z.object({
  ...iriList('contactId', 'contacts', '/demo/contacts/1'),
  ...iriList('targetId', 'contacts', '/demo/contacts/1'),
  ...listOf('number', z.string().min(1).max(64), '000000000042'),
  ...listOf('type', z.enum(identificatorTypes), 'badge', { enum: identificatorTypes }),
});

export const revokeIdentificatorsBody = z.object({
  identificatorIds: z.array(iriId('identificators', '/demo/identificators/1')).max(1000),
}).openapi('RevokeIdentificatorsInput');
export const revokedSchema = z.object({ revoked: z.number().int() }).openapi('RevokedIdentificators');

export const identifyQrcodeBody = z.object({ qrcode: z.string().trim().min(1).max(200) }).openapi('IdentifyQrcodeInput');
export const identifiedSchema = z.object({ contactId: iriString, identificatorId: iriString }).openapi('IdentifiedQrcode');

// Zones, periods, crossing points.
const name = z.string().trim().min(1).max(100);
export const zoneSchema = z.object({
  '@id': iriString, '@type': z.literal('Zone'), id: z.number().int(), name: z.string(), club: iriString,
}).openapi('Zone');
export const zoneBody = z.object({ name, club: iriId('clubs', '/demo/clubs/1') }).openapi('ZoneInput');
export const zonePatchBody = z.object({ name: name.optional() }).openapi('ZonePatch');
export const zoneQuery = z.object({ club: iriId('clubs', '/demo/clubs/1').optional().openapi(q('club')) });

const clockTime = z.string().regex(/^(?:[01][0-9]|2[0-3]):[0-5][0-9]$|^24:00$/, 'A time is HH:MM, 00:00 to 24:00.');
export const zonePeriodSchema = z.object({
  '@id': iriString, '@type': z.literal('ZonePeriod'), id: z.number().int(), zone: iriString,
  weekday: z.number().int(), startTime: z.string(), endTime: z.string(),
}).openapi('ZonePeriod');
const weekday = z.number().int().min(1).max(7).openapi({ description: '1 = Monday … 7 = Sunday' });
export const zonePeriodBody = z.object({
  zone: iriId('zones', '/demo/zones/1'), weekday, startTime: clockTime.openapi({ example: '10:00' }), endTime: clockTime.openapi({ example: '20:00' }),
}).openapi('ZonePeriodInput');
export const zonePeriodPatchBody = z.object({ weekday: weekday.optional(), startTime: clockTime.optional(), endTime: clockTime.optional() })
  .openapi('ZonePeriodPatch');
export const zonePeriodQuery = z.object({ zone: iriId('zones', '/demo/zones/1').optional().openapi(q('zone')) });

export const crossingPointSchema = z.object({
  '@id': iriString, '@type': z.literal('CrossingPoint'), id: z.number().int(), name: z.string(), club: iriString,
  zone: iriString.nullable(), direction: z.enum(crossingDirections), enabled: z.boolean(),
}).openapi('CrossingPoint');
export const crossingPointBody = z.object({
  name, club: iriId('clubs', '/demo/clubs/1'), zone: iriId('zones', '/demo/zones/1').nullable().optional(),
  direction: z.enum(crossingDirections), enabled: z.boolean().optional(),
}).openapi('CrossingPointInput');
export const crossingPointPatchBody = z.object({
  name: name.optional(), zone: iriId('zones', '/demo/zones/1').nullable().optional(),
  direction: z.enum(crossingDirections).optional(), enabled: z.boolean().optional(),
}).openapi('CrossingPointPatch');
export const crossingPointQuery = z.object({
  club: iriId('clubs', '/demo/clubs/1').optional().openapi(q('club')),
  zone: iriId('zones', '/demo/zones/1').optional().openapi(q('zone')),
  direction: z.enum(crossingDirections).optional().openapi(q('direction')),
});

// Entries.
export const softEntryBody = z.object({
  crossingPointId: iriId('crossing_points', '/demo/crossing_points/1'),
  targetId: iriId('contacts', '/demo/contacts/1').optional(),
  identificatorNumber: z.string().trim().min(1).max(200).optional(),
  identificatorType: z.enum(identificatorTypes).optional(),
}).openapi('SoftEntryInput');

export const entrySchema = z.object({
  '@id': iriString, '@type': z.literal('Entry'), id: z.number().int(), contactId: iriString, identificatorId: iriString.nullable(),
  crossingPoint: iriString, club: iriString, direction: z.enum(crossingDirections), isBlocking: z.boolean(),
  reasons: z.array(z.string()), createdAt: z.string(),
}).openapi('Entry');

const dateTime = z.string().max(40).refine((value) => parseDateTimeInZone(value, 'UTC') !== null,
  'A date-time is ISO 8601, with or without an offset (without: the club\'s time).');
const booleanText = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
export const entryQuery = z.object({
  ...iriList('contactId', 'contacts', '/demo/contacts/1'),
  ...iriList('targetId', 'contacts', '/demo/contacts/1'),
  ...iriList('club', 'clubs', '/demo/clubs/1'),
  ...iriList('crossingPoint.clubId', 'clubs', '/demo/clubs/1'),
  ...iriList('crossingPoint', 'crossing_points', '/demo/crossing_points/1'),
  isBlocking: booleanText.optional().openapi(q('isBlocking')),
  'createdAt[after]': dateTime.optional().openapi(q('createdAt[after]')),
  'createdAt[strictly_after]': dateTime.optional().openapi(q('createdAt[strictly_after]')),
  'createdAt[before]': dateTime.optional().openapi(q('createdAt[before]')),
  'createdAt[strictly_before]': dateTime.optional().openapi(q('createdAt[strictly_before]')),
});
export type EntryQuery = z.output<typeof entryQuery>;

export const lastEntryQuery = z.object({ ...iriList('contactId', 'contacts', '/demo/contacts/1') });

export const attendanceQuery = z.object({
  club: iriId('clubs', '/demo/clubs/1').optional().openapi(q('club')),
  clubId: iriId('clubs', '/demo/clubs/1').optional().openapi(q('clubId')),
});
export const attendanceSchema = z.object({
  '@id': iriString, '@type': z.literal('Attendance'), club: iriString, present: z.number().int(), capacity: z.number().int().nullable(), updatedAt: z.string(),
}).openapi('Attendance');

export const entryStatsSchema = z.object({
  '@id': iriString, '@type': z.literal('EntryStats'), contactId: iriString, total: z.number().int(), last30Days: z.number().int(), lastEntryAt: z.string().nullable(),
}).openapi('EntryStats');

import { z } from '@hono/zod-openapi';
import { clubPatchSchema, onlineCancellationPatchSchema, subscriptionKinds } from '../../domain/tenancy/club-settings-schema';
import { LOCALES } from '../../i18n/locales';
import { iriField, iriId } from '../iri-field';

const iriString = z.string().openapi({ format: 'iri-reference' });

export const onlineCancellationSchema = z.object({
  enabled: z.boolean(),
  subscriptionTypes: z.array(z.enum(subscriptionKinds)),
  includedCancellationMotives: z.array(iriString),
  debtLimit: z.number().int().openapi({ description: 'cents' }),
  minimumDelayDays: z.number().int(),
  noticePeriodDays: z.number().int(),
  dailyQuota: z.number().int().nullable(),
  eligibleTags: z.array(z.string()),
  prohibitedTags: z.array(z.string()),
}).openapi('OnlineCancellationSettings');

export const clubSchema = z.object({
  '@id': iriString,
  '@type': z.literal('Club'),
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  timeZone: z.string().openapi({ example: 'Europe/Paris' }),
  defaultLanguage: z.enum(LOCALES).openapi({ description: 'The language its members and staff are addressed in (pages, e-mails) when neither they nor their browser choose one.' }),
  sharingBookingClubs: z.array(iriString).openapi({ description: 'IRIs of clubs and of club groups (network nodes).' }),
  debitDays: z.array(z.number().int()),
  onlinePayment: z.boolean(),
  bookingWindowDays: z.number().int(),
  lateCancelHours: z.number().int(),
  suspensionMinDays: z.number().int().openapi({ description: 'The shortest suspension a member may ask for, in days (default 7).' }),
  suspensionMaxDays: z.number().int().openapi({ description: 'The longest suspension a member may ask for, in days (default 90).' }),
  suspensionFee: z.number().int().openapi({ description: 'What accepting a suspension costs the member, in cents (0: free); opened as a debt (incident `suspension_fee`).' }),
  capacity: z.number().int().nullable().optional().openapi({ description: 'Admin clients only: how many members the club holds (access control).' }),
  antiPassbackMinutes: z.number().int().optional().openapi({ description: 'Admin clients only: minutes after an allowed `in` during which another `in` is blocked (0: off).' }),
  legalName: z.string().nullable().optional().openapi({ description: 'Admin clients only: the company that runs the club, printed on contracts and invoices.' }),
  legalAddress: z.string().nullable().optional().openapi({ description: 'Admin clients only: its registered address.' }),
  registrationNumber: z.string().nullable().optional().openapi({ description: 'Admin clients only: its registration number (SIREN or SIRET in France).' }),
  vatNumber: z.string().nullable().optional().openapi({ description: 'Admin clients only: its VAT number (FR12345678901).' }),
  sepaCreditorId: z.string().nullable().optional().openapi({ description: 'Admin clients only: its SEPA creditor identifier (CdtrSchmeId of the direct-debit files).' }),
  creditorIban: z.string().nullable().optional().openapi({ description: 'Admin clients only: the account its direct debits are collected to.' }),
  creditorBic: z.string().nullable().optional().openapi({ description: 'Admin clients only: that account\'s BIC.' }),
  onlineCancellation: onlineCancellationSchema.optional().openapi({ description: 'Admin clients only.' }),
  defaultCancellationMotive: iriString.nullable().optional().openapi({
    description: 'Admin clients only. The motive a cancellation takes when the member gives none; null: the first motive included online.',
  }),
}).openapi('Club');

export const networkNodeSchema = z.object({
  '@id': iriString,
  '@type': z.literal('NetworkNode'),
  id: z.number().int(),
  name: z.string(),
  alias: z.string().nullable(),
  type: z.enum(['group', 'franchise', 'club']),
  clubId: iriString.nullable(),
  parent: iriString.nullable().openapi({ description: 'IRI of the parent node; null at the root.' }),
  children: z.array(iriString).openapi({ description: 'IRIs of the child nodes (flat shape, release 6.5.0).' }),
}).openapi('NetworkNode');

/** PATCH /clubs/{id}: the domain's patch, with IRIs where it takes ids. */
export const clubPatchBody = clubPatchSchema.omit({ sharingBookingClubs: true, onlineCancellation: true, defaultCancellationMotiveId: true }).extend({
  // The spec allows a club's sharingBookingClubs to be null; in a merge patch null removes the value.
  sharingBookingClubs: z.array(iriField(['clubs', 'network_nodes'], '/demo/clubs/2')).max(100).nullable().optional()
    .openapi({ description: 'IRIs of clubs and club groups; null or [] stops sharing.' }),
  onlineCancellation: onlineCancellationPatchSchema.omit({ includedCancellationMotiveIds: true }).extend({
    includedCancellationMotives: z.array(iriId('cancellation_motives', '/demo/cancellation_motives/1')).max(200)
      .refine((ids) => new Set(ids).size === ids.length, { message: 'Each motive only once.', params: { code: 'duplicate' } })
      .optional(),
  }).strict().optional(),
  defaultCancellationMotive: iriId('cancellation_motives', '/demo/cancellation_motives/1').nullable().optional()
    .openapi({ description: 'The motive a cancellation takes when the member gives none (CONTRACT §15); null: the first motive included online.' }),
}).strict().openapi('ClubPatch');

export type ClubPatchBody = z.output<typeof clubPatchBody>;

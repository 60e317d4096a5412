import { z } from '@hono/zod-openapi';
import { cancellationStatuses, inputChannels, paymentTypes, refundPolicies, rhythmBillings, subscriptionStates } from '../../db/schema';
import { cancellationTransitions } from '../../domain/subscriptions/transition-cancellation';
import { parseIri } from '../../iri';
import { isCalendarDate } from '../../time/calendar';
import { iriId } from '../iri-field';
import { currentTenantToken } from '../request-scope';

const iriString = z.string().openapi({ format: 'iri-reference' });
const isoDate = z.iso.date();

export const subscriptionSchema = z.object({
  '@id': iriString, '@type': z.literal('Subscription'), id: z.number().int(), contactId: iriString,
  contact: z.object({ '@id': iriString }).openapi({ description: 'The contact, as an object with its IRI (the same as contactId).' }),
  clubId: iriString, offerId: iriString.nullable(), name: z.string(), paymentType: z.enum(paymentTypes), fixedTerm: z.boolean(),
  startDate: z.string(), engagedThrough: z.string().nullable(), endDate: z.string().nullable(), rhythmBilling: z.enum(rhythmBillings),
  state: z.enum([...subscriptionStates, 'suspended']).openapi({ description: '`suspended` while an accepted suspension covers the club\'s today (CONTRACT §15).' }),
  options: z.array(iriString), cancellations: z.array(iriString),
}).openapi('Subscription');

export const optionSchema = z.object({
  '@id': iriString, '@type': z.literal('SubscriptionOption'), id: z.number().int(), subscription: iriString, name: z.string(),
  mandatory: z.boolean(), package: iriString.nullable(), endDate: z.string().nullable(), state: z.enum(subscriptionStates),
}).openapi('SubscriptionOption');

export const cancellationSchema = z.object({
  '@id': iriString, '@type': z.literal('Cancellation'), id: z.number().int(), subscription: iriString.nullable(),
  subscriptionOption: iriString.nullable(), receptionDate: z.string(), cancellationDate: z.string(),
  cancellationMotiveId: iriString.nullable(), comment: z.string(), status: z.enum(cancellationStatuses),
  inputChannel: z.enum(inputChannels), type: z.string(),
  contact: z.object({ '@id': iriString, familyName: z.string(), givenName: z.string(), number: z.string() }),
  refundPolicy: z.enum(refundPolicies), createCreditNote: z.boolean(),
}).openapi('Cancellation');

export const motiveSchema = z.object({ '@id': iriString, '@type': z.literal('CancellationMotive'), id: z.number().int(), name: z.string() })
  .openapi('CancellationMotive');
export const motiveBody = z.object({ name: z.string().trim().min(1).max(100) }).strict().openapi('CancellationMotiveInput');

export const contactQuery = z.object({ contact: iriId('contacts', '/demo/contacts/1').optional().openapi({ param: { name: 'contact', in: 'query' } }) });

// `engagedThrough[after]=2026-11-25` and the like (API Platform's DateFilter, as partners' clients
// send it): a date, or a date-time whose date part is used (the columns are calendar dates).
const DATE_FIELDS = ['startDate', 'engagedThrough', 'endDate'] as const;
const DATE_OPS = ['after', 'strictly_after', 'before', 'strictly_before'] as const;
const dateBound = z.string().regex(/^\d{4}-\d{2}-\d{2}(?:[T ][0-9:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/, 'A date, YYYY-MM-DD.')
  .transform((value) => value.slice(0, 10)).refine(isCalendarDate, 'Not a calendar date.');
export const subscriptionDateQuery = z.object(Object.fromEntries(DATE_FIELDS.flatMap((field) => DATE_OPS.map((op) => [
  `${field}[${op}]`, dateBound.optional().openapi({ param: { name: `${field}[${op}]`, in: 'query' }, example: '2026-11-25' }),
]))) as Record<`${(typeof DATE_FIELDS)[number]}[${(typeof DATE_OPS)[number]}]`, z.ZodOptional<typeof dateBound>>);

/** The date bounds given in a validated query. */
export function subscriptionDateBounds(query: Record<string, unknown>) {
  return DATE_FIELDS.flatMap((field) => DATE_OPS.flatMap((op) => {
    const date = query[`${field}[${op}]`];
    return typeof date === 'string' ? [{ field, op, date }] : [];
  }));
}

export const datesQuery = z.object({
  receptionDate: isoDate.optional().openapi({ param: { name: 'receptionDate', in: 'query' }, example: '2026-11-21' }),
  restrict: z.enum(['true', 'false', '1', '0']).optional().transform((v) => v === undefined || v === 'true' || v === '1')
    .openapi({ param: { name: 'restrict', in: 'query' }, example: 'true' }),
});

/** Read leniently: its refusals come after the lock, in the contract's order, from the domain. */
export const onlineCancellationBody = z.object({
  cancellationDate: z.unknown().optional().openapi({ type: 'string', format: 'date', example: '2027-01-09' }),
  cancellationMotiveId: z.unknown().optional().transform((value) => {
    if (value === undefined || value === null || value === '') return undefined;
    const parsed = typeof value === 'string' ? parseIri(value) : null;
    return parsed && parsed.collection === 'cancellation_motives' && parsed.tenantToken === currentTenantToken() ? parsed.id : null;
  }).openapi({ type: 'string', format: 'iri-reference', example: '/demo/cancellation_motives/1' }),
  comment: z.string().max(2000).optional(),
}).strict().openapi('OnlineCancellation');

export const cancellationBody = z.object({
  subscription: iriId('subscriptions', '/demo/subscriptions/1').optional(),
  subscriptionOption: iriId('subscription_options', '/demo/subscription_options/1').optional(),
  receptionDate: isoDate.optional(),
  cancellationDate: isoDate,
  cancellationMotiveId: iriId('cancellation_motives', '/demo/cancellation_motives/1').nullable().optional(),
  inputChannel: z.enum(inputChannels).optional(),
  comment: z.string().max(2000).optional(),
  refundPolicy: z.enum(refundPolicies).optional(),
  createCreditNote: z.boolean().optional(),
}).strict().openapi('CancellationInput');

export const transitionBody = z.object({ transition: z.enum(cancellationTransitions) }).strict().openapi('CancellationTransition');

export const cancellationFilters = z.object({
  status: z.enum(cancellationStatuses).optional().openapi({ param: { name: 'status', in: 'query' } }),
  subscription: iriId('subscriptions', '/demo/subscriptions/1').optional().openapi({ param: { name: 'subscription', in: 'query' } }),
  club: iriId('clubs', '/demo/clubs/1').optional().openapi({ param: { name: 'club', in: 'query' } }),
});

export const subscriptionImportBody = z.object({
  contactId: iriId('contacts', '/demo/contacts/1'),
  clubId: iriId('clubs', '/demo/clubs/1'),
  name: z.string().trim().min(1).max(200),
  paymentType: z.enum(paymentTypes),
  fixedTerm: z.boolean().default(false),
  startDate: isoDate,
  engagedThrough: isoDate.nullable().default(null),
  endDate: isoDate.nullable().default(null),
  rhythmBilling: z.enum(rhythmBillings),
  options: z.array(z.object({
    name: z.string().trim().min(1).max(200),
    mandatory: z.boolean().default(false),
    package: iriId('packages', '/demo/packages/1').nullable().default(null),
  }).strict()).max(50).default([]),
}).strict().openapi('SubscriptionImport');

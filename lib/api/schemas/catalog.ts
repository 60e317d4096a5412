import { z } from '@hono/zod-openapi';
import { productTypes, rhythmBillings, saleChannels } from '../../db/schema';
import {
  isoDate, offerCreateSchema, offerPatchSchema, productCreateSchema, productPatchSchema, repaymentScheduleSchema, scheduleEntrySchema,
} from '../../domain/catalog/catalog-input';
import { behaviorList, productBehaviorSchema } from '../../domain/catalog/product-behaviors';
import { iriId } from '../iri-field';
import { pagingQuery } from '../paging';

const iriString = z.string().openapi({ format: 'iri-reference' });
const texts = (fields: string) => z.object({ en: z.record(z.string(), z.string()).optional(), fr: z.record(z.string(), z.string()).optional() })
  .openapi({ description: `The ${fields} in the languages the club does not write them in (CONTRACT §15); a member reading in one sees them.` });

export const productSchema = z.object({
  '@id': iriString, '@type': z.literal('Product'), id: z.number().int(), name: z.string(), description: z.string(),
  type: z.enum(productTypes), club: iriString.nullable(), productBehaviors: z.array(productBehaviorSchema),
  requiredTags: z.array(z.string()), grantedTags: z.array(z.string()), minimumAge: z.number().int().nullable(),
  translations: texts('name and description'),
  offers: z.array(iriString).openapi({ description: 'In GET /products, the offers matching the context; elsewhere, the offers on sale.' }),
}).openapi('Product');

const offerShape = {
  '@id': iriString, '@type': z.literal('Offer'), id: z.number().int(), name: z.string(),
  channels: z.array(z.enum(saleChannels)), validFrom: z.string(), validThrough: z.string().nullable(),
  registrationFeeTI: z.number().int(), registrationFeeName: z.string(), priceTI: z.number().int(), priceTE: z.number().int(), tax: z.number().int(),
  totalPriceTI: z.number().int().openapi({ description: 'Read-only: registrationFeeTI + priceTI + the first installment when isFirstMonthPayed.' }),
  isFirstMonthPayed: z.boolean(), rhythmBilling: z.enum(rhythmBillings).nullable(),
  articleBehaviors: z.object({ implementation: z.object({ isProrated: z.boolean() }) }),
  repaymentSchedule: z.object({ occurrences: z.array(scheduleEntrySchema), recurrences: z.array(scheduleEntrySchema) }),
  maxDebt: z.number().int().nullable(),
  translations: texts('name'),
};
export const offerSchema = z.object({ ...offerShape, product: iriString }).openapi('Offer');
export const offerWithProductSchema = z.object({ ...offerShape, product: productSchema }).openapi('OfferWithProduct');

export const debitScheduleSchema = z.object({
  offer: iriString, startDate: z.string(), immediateTI: z.number().int(),
  debits: z.array(z.object({ date: z.string(), amountTI: z.number().int(), periodStart: z.string(), periodEnd: z.string() })),
}).openapi('DebitSchedule');

export const allowedDebitDaySchema = z.object({ debitDay: z.number().int(), date: z.string() }).openapi('AllowedDebitDay');

// Bodies: the domain's shapes, with IRIs for the club and the product, and isProrated where the
// contract shows it (articleBehaviors.implementation).
const articleBehaviors = z.object({ implementation: z.object({ isProrated: z.boolean() }).strict() }).strict();
const club = iriId('clubs', '/demo/clubs/1').nullable();

// Stadline's collection names a behaviour the way the real API's back office does:
// { behavior: "/{token}/behaviors/subscription", configuration } with no `type`. Behaviours are one
// vocabulary for every tenant (not tenant data), so the IRI's last segment is read as the type,
// whatever token it starts with (docs/decisions.md, Partner client conventions).
const BEHAVIOR_IRI = /^\/[^/]+\/behaviors\/([a-z_]+)$/;
function typeFromBehaviorIri(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const { behavior, ...rest } = value as Record<string, unknown>;
  const named = typeof behavior === 'string' ? BEHAVIOR_IRI.exec(behavior)?.[1] : undefined;
  if (named === undefined || 'type' in rest) return value;
  return { ...rest, type: named };
}
const behaviorInput = z.preprocess(typeFromBehaviorIri, productBehaviorSchema)
  .openapi({ description: 'A behaviour: `type` and `configuration`; `behavior` (an IRI ending /behaviors/{type}) may stand for `type`.' });
const productBehaviors = behaviorList(behaviorInput);

export const productCreateBody = productCreateSchema.omit({ clubId: true })
  .extend({ club: club.default(null), productBehaviors: productBehaviors.default([]) }).strict().openapi('ProductInput');
export const productPatchBody = productPatchSchema.omit({ clubId: true })
  .extend({ club: club.optional(), productBehaviors: productBehaviors.optional() }).strict().openapi('ProductPatch');

const offerBodyFields = { articleBehaviors: articleBehaviors.optional(), repaymentSchedule: repaymentScheduleSchema };
export const offerCreateBody = offerCreateSchema.omit({ productId: true, isProrated: true }).extend({
  product: iriId('products', '/demo/products/1'), ...offerBodyFields,
  repaymentSchedule: repaymentScheduleSchema.default({ occurrences: [], recurrences: [] }),
}).strict().openapi('OfferInput');
export const offerPatchBody = offerPatchSchema.omit({ isProrated: true }).extend({ ...offerBodyFields, repaymentSchedule: repaymentScheduleSchema.optional() })
  .strict().openapi('OfferPatch');

/** One value or several (a repeated parameter arrives as an array). */
const oneOrMany = z.union([z.string().trim().min(1).max(100), z.array(z.string().trim().min(1).max(100)).max(50)])
  .transform((value) => (Array.isArray(value) ? value : [value]));
const param = (name: string) => ({ param: { name, in: 'query' as const } });
const cents = z.string().regex(/^[0-9]{1,9}$/, 'An amount is a whole number of cents.').transform(Number);

/** The catalog context of GET /products and GET /offers (CONTRACT §9.1); any other parameter is a 400. */
export const catalogQueryShape = {
  'context[channel]': z.enum(saleChannels).optional().openapi(param('context[channel]')),
  'context[club]': iriId('clubs', '/demo/clubs/1').optional().openapi(param('context[club]')),
  'context[date]': isoDate.optional().openapi({ ...param('context[date]'), example: '2026-11-21', description: 'Default: today in the club\'s time zone.' }),
  'context[debt]': cents.optional().openapi({ ...param('context[debt]'), type: 'integer', example: '0' }),
  'context[contactTag]': oneOrMany.optional().openapi({ ...param('context[contactTag]'), example: 'student' }),
  'context[contactTag][]': oneOrMany.optional().openapi({ ...param('context[contactTag][]'), example: 'student' }),
  'context[contactId]': iriId('contacts', '/demo/contacts/1').optional().openapi(param('context[contactId]')),
  type: z.enum(productTypes).optional().openapi(param('type')),
};
export const productsQuery = pagingQuery.extend(catalogQueryShape).strict();
export const offersQuery = pagingQuery.extend({
  ...catalogQueryShape,
  product: iriId('products', '/demo/products/1').optional().openapi(param('product')),
}).strict();
export type CatalogQuery = z.output<typeof productsQuery>;

const dayOf = (max: number, min: number, what: string) => z.string().regex(/^[0-9]{1,2}$/, `${what} is a whole number.`).transform(Number)
  .refine((n) => n >= min && n <= max, `${what} is from ${min} to ${max}.`);

export const debitScheduleQuery = z.object({
  startDate: isoDate.openapi({ ...param('startDate'), example: '2026-11-21' }),
  debitDay: dayOf(28, 1, 'debitDay').optional().openapi({ ...param('debitDay'), type: 'integer', example: '5', description: 'Day of the month (monthly offers).' }),
  debitWeekDay: dayOf(6, 0, 'debitWeekDay').optional()
    .openapi({ ...param('debitWeekDay'), type: 'integer', example: '6', description: 'Day of the week for week rhythms: 0 = Sunday .. 6 = Saturday.' }),
}).strict();

export const allowedDebitDaysQuery = pagingQuery.extend({
  startDate: isoDate.optional().openapi({ ...param('startDate'), example: '2026-11-21', description: 'Default: today in the club\'s time zone.' }),
}).strict();

// The shapes of a product and an offer as staff write them, shared by the API (after IRIs are read:
// clubId, productId) and the back-office editor (zodResolver). The rules that need the whole offer
// (intervals, spans, prices) are in offer-rules.ts, so that they answer with their own error codes.
import { z } from 'zod';
import { productTypes, rhythmBillings, saleChannels } from '../../db/schema';
import { isCalendarDate } from '../../time/calendar';
import { durationSchema, productBehaviorsSchema } from './product-behaviors';

const MAX_CENTS = 100_000_000;
const cents = z.number().int().min(0).max(MAX_CENTS);
export const isoDate = z.string().refine(isCalendarDate, 'A date is written YYYY-MM-DD.');
const tagName = z.string().trim().min(1).max(100);
const tags = z.array(tagName).max(50).refine((list) => new Set(list).size === list.length, 'Each tag only once.');

/** The spec's repaymentSchedule entry. Recurrences carry offset P0W and loop 0, which they ignore. */
export const scheduleEntrySchema = z.object({
  offset: durationSchema.default('P0W'),
  interval: durationSchema,
  loop: z.number().int().min(0).max(1000).default(0),
  priceTI: cents,
  priceTE: cents,
  tax: cents,
  taxRate: z.number().int().min(0).max(10_000).default(0),
  priceCurrency: z.string().regex(/^[A-Z]{3}$/, 'A currency is three capital letters, such as EUR.').default('EUR'),
}).strict();

export const repaymentScheduleSchema = z.object({
  occurrences: z.array(scheduleEntrySchema).max(20).default([]),
  recurrences: z.array(scheduleEntrySchema).max(20).default([]),
}).strict();

/** A text per other language (CONTRACT §15): each optional, empty means "as the club writes it". */
// Empty texts and languages are left out, so a form's empty field and an API's "" store the same nothing.
const translated = <T extends z.ZodRawShape>(shape: T) => z.object({ en: z.object(shape).strict().optional(), fr: z.object(shape).strict().optional() })
  .strict().transform((byLanguage) => Object.fromEntries(Object.entries(byLanguage)
    .map(([lang, texts]) => [lang, Object.fromEntries(Object.entries(texts ?? {}).filter(([, text]) => text !== undefined && text !== ''))] as const)
    .filter(([, texts]) => Object.keys(texts).length > 0)) as { [L in 'en' | 'fr']?: { [K in keyof T]?: string } });
const productTranslations = translated({ name: z.string().trim().max(200).optional(), description: z.string().trim().max(5000).optional() });
const offerTranslations = translated({ name: z.string().trim().max(200).optional() });

export const productFields = {
  name: z.string().trim().min(1).max(200),
  description: z.string().trim().max(5000),
  type: z.enum(productTypes),
  productBehaviors: productBehaviorsSchema,
  requiredTags: tags,
  grantedTags: tags,
  minimumAge: z.number().int().min(0).max(120).nullable(),
  translations: productTranslations,
};

export const productCreateSchema = z.object({
  ...productFields,
  description: productFields.description.default(''),
  productBehaviors: productFields.productBehaviors.default([]),
  requiredTags: tags.default([]),
  grantedTags: tags.default([]),
  minimumAge: productFields.minimumAge.default(null),
  translations: productTranslations.default({}),
  clubId: z.number().int().positive().nullable().default(null),
}).strict();
export const productPatchSchema = z.object({ ...productFields, clubId: z.number().int().positive().nullable() }).partial().strict();

export type ProductCreate = z.output<typeof productCreateSchema>;
export type ProductPatch = z.output<typeof productPatchSchema>;

export const offerFields = {
  name: z.string().trim().min(1).max(200),
  channels: z.array(z.enum(saleChannels)).min(1).max(3).refine((list) => new Set(list).size === list.length, 'Each channel only once.'),
  validFrom: isoDate,
  validThrough: isoDate.nullable(),
  registrationFeeTI: cents,
  registrationFeeName: z.string().trim().max(200),
  priceTI: cents,
  priceTE: cents,
  tax: cents,
  isFirstMonthPayed: z.boolean(),
  rhythmBilling: z.enum(rhythmBillings).nullable(),
  isProrated: z.boolean(),
  repaymentSchedule: repaymentScheduleSchema,
  maxDebt: cents.nullable(),
  translations: offerTranslations,
};

export const offerCreateSchema = z.object({
  ...offerFields,
  productId: z.number().int().positive(),
  validThrough: offerFields.validThrough.default(null),
  registrationFeeTI: cents.default(0),
  registrationFeeName: offerFields.registrationFeeName.default(''),
  priceTI: cents.default(0),
  // Left out, the one-off price is taken as tax-free: priceTE = priceTI, tax 0 (see create-offer.ts).
  priceTE: cents.optional(),
  tax: cents.optional(),
  isFirstMonthPayed: z.boolean().default(false),
  rhythmBilling: offerFields.rhythmBilling.default(null),
  isProrated: z.boolean().default(false),
  repaymentSchedule: repaymentScheduleSchema.default({ occurrences: [], recurrences: [] }),
  maxDebt: cents.nullable().default(null),
  translations: offerTranslations.default({}),
}).strict();
export const offerPatchSchema = z.object(offerFields).partial().strict();

export type OfferCreate = z.output<typeof offerCreateSchema>;
export type OfferPatch = z.output<typeof offerPatchSchema>;

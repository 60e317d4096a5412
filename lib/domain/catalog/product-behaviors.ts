// A product's behaviours (CONTRACT §9.1): what validating a sale of it does. One zod shape per
// behaviour type, shared by the API body and the staff editor's form.
import { z } from 'zod';
import type { ProductBehavior } from '../../db/schema';
import { isDuration } from '../../time/duration';

/** An ISO 8601 duration of whole days or months: P52W, P12M, P1Y, P30D. */
export const durationSchema = z.string().max(40).refine(isDuration, 'A duration is ISO 8601 in years, months, weeks or days, such as P12M or P52W.');

const validityPeriod = durationSchema;

export const productBehaviorSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('subscription'),
    configuration: z.object({
      validityPeriod,
      // Most club subscriptions are paid monthly by direct debit; the real client's products do not say.
      paymentType: z.enum(['direct_debit', 'upfront']).default('direct_debit'),
      fixedTerm: z.boolean().default(false),
    }).strict(),
  }).strict(),
  z.object({
    type: z.literal('subscription_option'),
    configuration: z.object({ validityPeriod, mandatory: z.boolean().default(false) }).strict(),
  }).strict(),
  z.object({
    type: z.literal('sessions'),
    configuration: z.object({ sessions: z.number().int().min(1).max(10_000), validityPeriod }).strict(),
  }).strict(),
  z.object({
    type: z.literal('badge'),
    configuration: z.object({}).strict().default({}),
  }).strict(),
]);

/** A list of behaviours, each read by `element` (the API's also reads the `behavior` IRI form). */
export const behaviorList = <T extends z.ZodType<{ type: string }>>(element: T) => z.array(element).max(10)
  .refine((list) => new Set(list.map((b) => b.type)).size === list.length, 'Each behaviour type at most once.');

export const productBehaviorsSchema = behaviorList(productBehaviorSchema);

// The schema's output is the stored type, checked by the compiler.
export type ProductBehaviorInput = z.output<typeof productBehaviorSchema>;
const _sameShape: ProductBehavior[] = [] as ProductBehaviorInput[];
void _sameShape;

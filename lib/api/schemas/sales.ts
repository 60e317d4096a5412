import { z } from '@hono/zod-openapi';
import { cardNetworks, checkoutTypes, saleStates } from '../../db/schema';
import { isCalendarDate } from '../../time/calendar';
import { saleTransitions } from '../../domain/sales/transition-sale';
import { isIsoCountryCode } from '../../domain/countries/country-names';
import { iriId } from '../iri-field';
import { pagingQuery } from '../paging';

const iriString = z.string().openapi({ format: 'iri-reference' });
const isoDate = z.string().refine(isCalendarDate, 'A date is written YYYY-MM-DD.').openapi({ format: 'date', example: '2026-04-01' });
const text = (max = 200) => z.string().trim().max(max);
/** Cents: a positive whole number, at most a million euros. */
export const MAX_CENTS = 100_000_000;
const cents = z.number().int().min(1).max(MAX_CENTS);
const contactIri = iriId('contacts', '/demo/contacts/1');
const clubIri = iriId('clubs', '/demo/clubs/1');
const checkoutIri = iriId('checkouts', '/demo/checkouts/1');

/**
 * Every field of a contact's Address (CONTRACT §10). A sale keeps four of them: `addressCountryIso`
 * (checked against ISO 3166-1) and `supplement` are accepted but not kept, and named in x-ignored-fields.
 */
const addressShape = {
  addressCountry: text().nullable().optional(), addressLocality: text().nullable().optional(),
  postalCode: text(20).nullable().optional(), streetAddress: text(300).nullable().optional(),
  addressCountryIso: z.string().trim().transform((code) => code.toUpperCase())
    .refine(isIsoCountryCode, 'An ISO 3166-1 alpha-2 country code, such as FR.').nullable().optional()
    .openapi({ type: 'string', example: 'FR', description: 'Checked, not kept by the sale.' }),
  supplement: text().nullable().optional().openapi({ description: 'Accepted, not kept by the sale.' }),
};
/** The address fields a sale accepts without keeping them. */
export const SALE_ADDRESS_NOT_KEPT = ['addressCountryIso', 'supplement'] as const;

export const saleCreateBody = z.object({
  contactId: contactIri,
  clubId: clubIri,
  clubCode: text(50).min(1),
  contactFamilyName: text().nullable().optional(),
  contactGivenName: text().nullable().optional(),
  contactNumber: text(50).nullable().optional(),
  address: z.object(addressShape).strict().nullable().optional(),
  checkout: checkoutIri.optional().openapi({ description: 'Default: the club\'s web checkout.' }),
  checkoutId: checkoutIri.optional().openapi({ description: 'The same as checkout, as the Sale names it.' }),
}).strict().superRefine((body, ctx) => {
  if (body.checkout !== undefined && body.checkoutId !== undefined && body.checkout !== body.checkoutId) {
    ctx.addIssue({ code: 'custom', path: ['checkoutId'], message: 'checkout and checkoutId name two checkouts: give one.' });
  }
}).openapi('SaleInput');

export const articleBody = z.object({
  offerId: iriId('offers', '/demo/offers/1'),
  parent: iriId('sale_articles', '/demo/sale_articles/1').nullable().optional()
    .openapi({ description: 'The article of this sale this one is an option of.' }),
  implementation: z.object({ startDate: isoDate.optional() }).strict().nullable().optional()
    .openapi({ description: 'A subscription\'s startDate (required by the check for subscriptions).' }),
  implementations: z.array(z.record(z.string(), z.unknown())).max(20).nullable().optional()
    .openapi({ description: 'Details for several behaviours (packages): kept with the article.' }),
  repaymentSchedule: z.object({
    specificDay: z.boolean().optional(),
    debitDay: z.number().int().min(1).max(28).nullable().optional().openapi({ description: 'A monthly offer\'s day of debit: one of the club\'s debitDays.' }),
    startDate: isoDate.nullable().optional(),
    debitWeekDay: z.number().int().min(0).max(6).nullable().optional().openapi({ description: 'Week rhythms: 0 = Sunday .. 6 = Saturday.' }),
  }).strict().nullable().optional(),
}).strict().openapi('SaleArticleInput');

const chequeBody = z.object({
  amount: cents, bank: text().nullable().optional(), code: text(50).nullable().optional(),
  depositDesiredDate: isoDate.nullable().optional(), owner: text().nullable().optional(),
}).strict();
const cardBody = z.object({ amount: cents, network: z.enum(cardNetworks) }).strict();

export const paymentBody = z.object({
  amount: cents,
  mean: z.string().min(1).max(64).openapi({ description: 'cash, cheque, card, or <Brand>Web (an online payment its provider validated).', example: 'cash' }),
  paymentCards: z.array(cardBody).max(20).nullable().optional(),
  cheques: z.array(chequeBody).max(50).nullable().optional(),
  contactId: contactIri.optional(),
  contactFamilyName: text().nullable().optional(),
  contactGivenName: text().nullable().optional(),
  contactNumber: text(50).nullable().optional(),
  clubId: clubIri.optional(),
  clubCode: text(50).optional(),
  checkout: checkoutIri.optional(),
}).strict().openapi('PaymentInput');

export const postponeBody = z.object({ date: isoDate }).strict().openapi('PostponeDue');
export const saleTransitionBody = z.object({ transition: z.enum(saleTransitions) }).strict().openapi('SaleTransition');

export const checkoutsQuery = pagingQuery.extend({
  club: clubIri.optional().openapi({ param: { name: 'club', in: 'query' } }),
  type: z.enum(checkoutTypes).optional().openapi({ param: { name: 'type', in: 'query' } }),
}).strict();

const repaymentScheduleSchema = z.object({
  specificDay: z.boolean(), debitDay: z.number().int().nullable(), startDate: z.string().nullable(), debitWeekDay: z.number().int().nullable(),
});
const articleShape = {
  '@id': iriString, '@type': z.literal('SaleArticle'), id: z.number().int(), offerId: iriString, parent: iriString.nullable(),
  name: z.string(), priceTI: z.number().int().openapi({ description: 'The offer\'s totalPriceTI when added.' }),
  implementation: z.object({ startDate: z.string().optional() }).nullable(), repaymentSchedule: repaymentScheduleSchema.nullable(),
};
export const embeddedArticleSchema = z.object(articleShape).openapi('SaleArticleEmbedded');
export const saleArticleSchema = z.object({ ...articleShape, sale: iriString }).openapi('SaleArticle');

export const saleSchema = z.object({
  '@id': iriString, '@type': z.literal('Sale'), id: z.number().int(), contactId: iriString, contactFamilyName: z.string().nullable(),
  contactGivenName: z.string().nullable(), contactNumber: z.string().nullable(), clubId: iriString, clubCode: z.string(),
  address: z.object({
    addressCountry: z.string().nullable(), addressLocality: z.string().nullable(), postalCode: z.string().nullable(), streetAddress: z.string().nullable(),
  }),
  checkoutId: iriString, state: z.enum(saleStates), articles: z.array(embeddedArticleSchema),
  totalTI: z.number().int(), paidAmount: z.number().int(), remainingAmount: z.number().int(), dueDate: z.string().nullable(),
  invoice: iriString.nullable(), signedAt: z.string().nullable(), createdAt: z.string(), validatedAt: z.string().nullable(),
}).openapi('Sale');

export const paymentSchema = z.object({
  '@id': iriString, '@type': z.literal('Payment'), id: z.number().int(),
  sale: iriString.nullable().openapi({ description: 'The sale paid; null for an incident\'s settlement whose invoice is not a sale\'s.' }),
  invoice: iriString.nullable().openapi({ description: 'The invoice an incident\'s settlement paid.' }),
  incident: iriString.nullable().openapi({ description: 'The incident this payment settled.' }),
  amount: z.number().int(), mean: z.string(),
  paymentCards: z.array(z.object({ amount: z.number().int(), network: z.enum(cardNetworks) })),
  cheques: z.array(z.object({
    amount: z.number().int(), bank: z.string().nullable(), code: z.string().nullable(), depositDesiredDate: z.string().nullable(), owner: z.string().nullable(),
  })),
  createdAt: z.string(),
}).openapi('Payment');

/** PATCH /checkouts/{id} (admin): a web checkout's provider; Stripe's keys are checked when saved (CONTRACT §12). */
export const checkoutProviderBody = z.object({
  webPaymentProviderType: z.enum(['sandbox', 'stripe']),
  paymentProviderConfiguration: z.object({
    publicKey: z.string().max(300).optional().openapi({ example: 'pk_test_51JX5Z4LanmA9Pcv3vDu2043' }),
    accountId: z.string().max(300).optional().openapi({ example: 'acct_1KMvhJPqBuM1Ivvu' }),
  }).nullable().optional(),
}).openapi('CheckoutProviderPatch');

export const checkoutSchema = z.object({
  '@id': iriString, '@type': z.literal('Checkout'), id: z.number().int(), name: z.string(),
  clubId: iriString, club: iriString.openapi({ description: 'Alias of clubId.' }), clubCode: z.string(), type: z.enum(checkoutTypes),
  currency: z.string(), webPaymentProviderType: z.string().nullable().openapi({ description: 'sandbox or stripe, or null at a desk.' }),
  paymentProviderConfiguration: z.object({ '@type': z.literal('StripeConfiguration'), publicKey: z.string(), accountId: z.string() }).nullable()
    .openapi({ description: 'Stripe: the club\'s publishable key and connected account (loadStripe(publicKey, { stripeAccount: accountId })); null for the sandbox.' }),
  webPaymentProviderCapabilities: z.object({ supportsWebWallet: z.boolean(), supportsPaymentPage: z.boolean() }),
  totalCashAmount: z.number().int().openapi({ description: 'Cents in the drawer.' }), createdAt: z.string(),
}).openapi('Checkout');

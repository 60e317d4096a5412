import { sql } from 'drizzle-orm';
import {
  check, date, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex,
} from 'drizzle-orm/pg-core';
import { offers, products } from './catalog';
import { clubs } from './tenancy';

export const checkoutTypes = ['web', 'desk'] as const;
export type CheckoutType = (typeof checkoutTypes)[number];

/** A register money is taken at: every club has a web checkout (online payments) and a desk one. */
export const checkouts = pgTable('checkouts', {
  tenantId: integer('tenant_id').notNull(),
  id: integer('id').notNull().generatedAlwaysAsIdentity(),
  clubId: integer('club_id').notNull(),
  name: text('name').notNull(),
  type: text('type', { enum: checkoutTypes }).notNull(),
  /** The payment provider of a web checkout (`sandbox`); null at a desk. */
  webPaymentProviderType: text('web_payment_provider_type'),
  /**
   * Stripe Connect (CONTRACT §12): the club's connected account and its publishable key, set by staff,
   * answered in `paymentProviderConfiguration` (Stadline's sample loads Stripe.js with both). The
   * platform's secret key is the deployment's (STRIPE_SECRET_KEY), never stored here.
   */
  stripePublicKey: text('stripe_public_key'),
  stripeAccountId: text('stripe_account_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  index('checkouts_club_idx').on(t.tenantId, t.clubId, t.type),
  foreignKey({ columns: [t.tenantId, t.clubId], foreignColumns: [clubs.tenantId, clubs.id] }).onDelete('cascade'),
]);

export const saleStates = ['cart', 'validated', 'canceled'] as const;
export type SaleState = (typeof saleStates)[number];

/**
 * A cart, then a sale (CONTRACT §9.3). Its money is not here: what was paid is read from the ledger
 * (ledger_postings.sale_id), its total from its articles. The contact is referenced without a
 * foreign key, as the ledger does: a sale is history and outlives a deleted contact; a migration
 * moves the sales to the target contact (move-contact-sales.ts).
 */
export const sales = pgTable('sales', {
  tenantId: integer('tenant_id').notNull(),
  id: integer('id').notNull().generatedAlwaysAsIdentity(),
  contactId: integer('contact_id').notNull(),
  clubId: integer('club_id').notNull(),
  checkoutId: integer('checkout_id').notNull(),
  state: text('state', { enum: saleStates }).notNull().default('cart'),
  // The contact as invoiced: copied from the contact when not given, required before validation.
  contactFamilyName: text('contact_family_name'),
  contactGivenName: text('contact_given_name'),
  contactNumber: text('contact_number'),
  addressCountry: text('address_country'),
  addressLocality: text('address_locality'),
  postalCode: text('postal_code'),
  streetAddress: text('street_address'),
  /** When the rest is due: the postponed date, or the day of validation when paid at once. */
  dueDate: date('due_date', { mode: 'string' }),
  signedAt: timestamp('signed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  validatedAt: timestamp('validated_at', { withTimezone: true }),
  canceledAt: timestamp('canceled_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  index('sales_contact_idx').on(t.tenantId, t.contactId, t.id),
  index('sales_club_idx').on(t.tenantId, t.clubId, t.id),
  foreignKey({ columns: [t.tenantId, t.clubId], foreignColumns: [clubs.tenantId, clubs.id] }),
  foreignKey({ columns: [t.tenantId, t.checkoutId], foreignColumns: [checkouts.tenantId, checkouts.id] }),
]);

/** The spec's article repaymentSchedule: which day the debits fall on. */
export interface ArticleRepaymentSchedule {
  specificDay: boolean;
  debitDay: number | null;
  startDate: string | null;
  debitWeekDay: number | null;
}
/** Details a behaviour needs: a subscription's start date. */
export interface ArticleImplementation {
  startDate?: string;
}

/**
 * An offer in a sale. Its name and price are copied when it is added (what the customer was shown);
 * the product's tags, age and behaviours are read from the catalog when the sale is checked and
 * validated. An offer deleted from the catalog (never sold) leaves the carts holding it.
 */
export const saleArticles = pgTable('sale_articles', {
  tenantId: integer('tenant_id').notNull(),
  id: integer('id').notNull().generatedAlwaysAsIdentity(),
  saleId: integer('sale_id').notNull(),
  /** The article this one is an option of. */
  parentId: integer('parent_id'),
  offerId: integer('offer_id').notNull(),
  productId: integer('product_id').notNull(),
  name: text('name').notNull(),
  /** The offer's totalPriceTI when added: what is paid at once for it. */
  priceTI: integer('price_ti').notNull(),
  implementation: jsonb('implementation').$type<ArticleImplementation>().notNull().default({}),
  implementations: jsonb('implementations').$type<Record<string, unknown>[]>(),
  repaymentSchedule: jsonb('repayment_schedule').$type<ArticleRepaymentSchedule>(),
  /** The subscription (or option's subscription) its validation created: the billing run reads the debit day here. */
  subscriptionId: integer('subscription_id'),
  subscriptionOptionId: integer('subscription_option_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  index('sale_articles_sale_idx').on(t.tenantId, t.saleId, t.id),
  index('sale_articles_subscription_idx').on(t.tenantId, t.subscriptionId).where(sql`${t.subscriptionId} IS NOT NULL`),
  foreignKey({ columns: [t.tenantId, t.saleId], foreignColumns: [sales.tenantId, sales.id] }).onDelete('cascade'),
  foreignKey({ columns: [t.tenantId, t.parentId], foreignColumns: [t.tenantId, t.id] }).onDelete('cascade'),
  foreignKey({ columns: [t.tenantId, t.offerId], foreignColumns: [offers.tenantId, offers.id] }).onDelete('cascade'),
  foreignKey({ columns: [t.tenantId, t.productId], foreignColumns: [products.tenantId, products.id] }).onDelete('cascade'),
  check('sale_articles_price', sql`${t.priceTI} >= 0`),
]);

export const cardNetworks = ['Visa', 'Mastercard', 'Amex', 'External'] as const;
export interface PaymentCard {
  amount: number;
  network: (typeof cardNetworks)[number];
}
export interface Cheque {
  amount: number;
  bank: string | null;
  code: string | null;
  depositDesiredDate: string | null;
  owner: string | null;
}

/** One accounting payment on a sale; its money is the ledger transaction (`sale_payment`, `payments/{id}`). */
export const payments = pgTable('payments', {
  tenantId: integer('tenant_id').notNull(),
  id: integer('id').notNull().generatedAlwaysAsIdentity(),
  /** The sale paid; null for a payment settling an incident whose invoice is not a sale's (lib/domain/finance). */
  saleId: integer('sale_id'),
  /** The invoice and incident a settlement paid (CONTRACT §9.4: incidents are settled, not paid as sales). */
  invoiceId: integer('invoice_id'),
  incidentId: integer('incident_id'),
  /** What caused it outside this service, such as the payable object (`payable_objects/12`). */
  reference: text('reference'),
  /** The sale's contact, whose wallet takes what the sale does not. */
  contactId: integer('contact_id').notNull(),
  checkoutId: integer('checkout_id').notNull(),
  mean: text('mean').notNull(),
  amount: integer('amount').notNull(),
  paymentCards: jsonb('payment_cards').$type<PaymentCard[]>().notNull().default([]),
  cheques: jsonb('cheques').$type<Cheque[]>().notNull().default([]),
  /** Who paid, as the body said (spec: the contact making the payment). */
  payerContactId: integer('payer_contact_id'),
  payerFamilyName: text('payer_family_name'),
  payerGivenName: text('payer_given_name'),
  payerNumber: text('payer_number'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  index('payments_sale_idx').on(t.tenantId, t.saleId),
  index('payments_contact_idx').on(t.tenantId, t.contactId),
  index('payments_invoice_idx').on(t.tenantId, t.invoiceId).where(sql`${t.invoiceId} IS NOT NULL`),
  // An incident is settled by one payment: a second settlement cannot commit.
  uniqueIndex('payments_incident_unique').on(t.tenantId, t.incidentId).where(sql`${t.incidentId} IS NOT NULL`),
  foreignKey({ columns: [t.tenantId, t.saleId], foreignColumns: [sales.tenantId, sales.id] }),
  foreignKey({ columns: [t.tenantId, t.checkoutId], foreignColumns: [checkouts.tenantId, checkouts.id] }),
  check('payments_amount_positive', sql`${t.amount} > 0`),
]);

/** Sessions credited on a contact by a validated sale (a booklet, a trial): what booking may spend. */
export const sessionCounters = pgTable('session_counters', {
  tenantId: integer('tenant_id').notNull(),
  id: integer('id').notNull().generatedAlwaysAsIdentity(),
  contactId: integer('contact_id').notNull(),
  clubId: integer('club_id').notNull(),
  productId: integer('product_id').notNull(),
  saleArticleId: integer('sale_article_id').notNull(),
  sessions: integer('sessions').notNull(),
  used: integer('used').notNull().default(0),
  validFrom: date('valid_from', { mode: 'string' }).notNull(),
  validThrough: date('valid_through', { mode: 'string' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  uniqueIndex('session_counters_article_unique').on(t.tenantId, t.saleArticleId),
  index('session_counters_contact_idx').on(t.tenantId, t.contactId),
  check('session_counters_used', sql`${t.used} >= 0 AND ${t.used} <= ${t.sessions}`),
]);

export type Checkout = typeof checkouts.$inferSelect;
export type Sale = typeof sales.$inferSelect;
export type SaleArticle = typeof saleArticles.$inferSelect;
export type Payment = typeof payments.$inferSelect;
export type SessionCounter = typeof sessionCounters.$inferSelect;

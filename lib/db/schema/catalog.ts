import { sql } from 'drizzle-orm';
import {
  boolean, check, date, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp,
} from 'drizzle-orm/pg-core';
import { rhythmBillings } from './subscriptions';
import { clubs, tenants } from './tenancy';

/** The spec's product categories (the `type` filter of GET /products). */
export const productTypes = [
  'subscription', 'subscription_option', 'badge', 'counter', 'package', 'countermark', 'test_session', 'regular',
] as const;
export type ProductType = (typeof productTypes)[number];

/** What validating a sale does for each behaviour (CONTRACT §9.1); checked by lib/domain/catalog/product-behaviors.ts. */
export const behaviorTypes = ['subscription', 'subscription_option', 'sessions', 'badge'] as const;
export type ProductBehavior =
  | { type: 'subscription'; configuration: { validityPeriod: string; paymentType: 'direct_debit' | 'upfront'; fixedTerm: boolean } }
  | { type: 'subscription_option'; configuration: { validityPeriod: string; mandatory: boolean } }
  | { type: 'sessions'; configuration: { sessions: number; validityPeriod: string } }
  | { type: 'badge'; configuration: Record<string, never> };

export const saleChannels = ['club', 'web', 'terminal'] as const;
export type SaleChannel = (typeof saleChannels)[number];

/** One entry of a repayment schedule (the spec's table): amounts per interval, in cents. */
export interface ScheduleEntry {
  offset: string;
  interval: string;
  loop: number;
  priceTI: number;
  priceTE: number;
  tax: number;
  taxRate: number;
  priceCurrency: string;
}
/**
 * A product's or an offer's words in the languages its club does not write them in: `name` (and a
 * product's `description`) stay in the club's language; a member reading in another language sees
 * these when set (CONTRACT §15; docs/decisions.md, Catalog texts).
 */
export type CatalogTranslations = Partial<Record<'en' | 'fr', { name?: string; description?: string }>>;

export interface RepaymentSchedule {
  occurrences: ScheduleEntry[];
  recurrences: ScheduleEntry[];
}

/**
 * The catalog. `sold` is set by the sales area when an offer is first sold: from then on DELETE archives
 * (hidden from the catalog, kept for the sales that name it) instead of deleting.
 */
export const products = pgTable('products', {
  tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
  id: integer('id').notNull().generatedAlwaysAsIdentity(),
  /** null: sold in every club of the tenant. */
  clubId: integer('club_id'),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  translations: jsonb('translations').$type<CatalogTranslations>().notNull().default({}),
  type: text('type', { enum: productTypes }).notNull(),
  behaviors: jsonb('behaviors').$type<ProductBehavior[]>().notNull().default([]),
  requiredTags: text('required_tags').array().notNull().default(sql`'{}'::text[]`),
  grantedTags: text('granted_tags').array().notNull().default(sql`'{}'::text[]`),
  minimumAge: integer('minimum_age'),
  archived: boolean('archived').notNull().default(false),
  sold: boolean('sold').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  // The catalog query: a club's products and the tenant-wide ones (club_id IS NULL), by id, archived left out.
  index('products_catalog_idx').on(t.tenantId, t.clubId, t.id).where(sql`NOT ${t.archived}`),
  foreignKey({ columns: [t.tenantId, t.clubId], foreignColumns: [clubs.tenantId, clubs.id] }).onDelete('cascade'),
  check('products_minimum_age', sql`${t.minimumAge} IS NULL OR ${t.minimumAge} >= 0`),
]);

export const offers = pgTable('offers', {
  tenantId: integer('tenant_id').notNull(),
  id: integer('id').notNull().generatedAlwaysAsIdentity(),
  productId: integer('product_id').notNull(),
  name: text('name').notNull(),
  translations: jsonb('translations').$type<CatalogTranslations>().notNull().default({}),
  channels: text('channels', { enum: saleChannels }).array().notNull(),
  validFrom: date('valid_from', { mode: 'string' }).notNull(),
  validThrough: date('valid_through', { mode: 'string' }),
  registrationFeeTI: integer('registration_fee_ti').notNull().default(0),
  registrationFeeName: text('registration_fee_name').notNull().default(''),
  /** The one-off price (0 for a recurring offer), and its split. */
  priceTI: integer('price_ti').notNull().default(0),
  priceTE: integer('price_te').notNull().default(0),
  tax: integer('tax').notNull().default(0),
  isFirstMonthPayed: boolean('is_first_month_payed').notNull().default(false),
  /** null for a one-off offer. */
  rhythmBilling: text('rhythm_billing', { enum: rhythmBillings }),
  isProrated: boolean('is_prorated').notNull().default(false),
  repaymentSchedule: jsonb('repayment_schedule').$type<RepaymentSchedule>().notNull().default({ occurrences: [], recurrences: [] }),
  maxDebt: integer('max_debt'),
  archived: boolean('archived').notNull().default(false),
  sold: boolean('sold').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  // A product's offers on sale: what the catalog query looks up for each product.
  index('offers_product_idx').on(t.tenantId, t.productId, t.id).where(sql`NOT ${t.archived}`),
  foreignKey({ columns: [t.tenantId, t.productId], foreignColumns: [products.tenantId, products.id] }).onDelete('cascade'),
  check('offers_amounts', sql`${t.registrationFeeTI} >= 0 AND ${t.priceTI} >= 0 AND ${t.priceTE} >= 0 AND ${t.tax} >= 0
    AND (${t.maxDebt} IS NULL OR ${t.maxDebt} >= 0)`),
  check('offers_validity', sql`${t.validThrough} IS NULL OR ${t.validThrough} >= ${t.validFrom}`),
]);

export type Product = typeof products.$inferSelect;
export type Offer = typeof offers.$inferSelect;

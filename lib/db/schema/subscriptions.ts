import { sql } from 'drizzle-orm';
import { boolean, check, date, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Locale } from '../../i18n/locales';
import { contacts } from './contacts';
import { clubs, tenants } from './tenancy';

/** The tenant's list of cancellation motives; each club includes some of them for online use. */
export const cancellationMotives = pgTable('cancellation_motives', {
  tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
  id: integer('id').notNull().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  /** The name in other languages, by locale (fr, en); a language without one shows `name`. */
  translations: jsonb('translations').$type<Partial<Record<Locale, string>>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Set when deleted while cancellations still name it: it leaves the lists, old cancellations keep it. */
  archivedAt: timestamp('archived_at', { withTimezone: true }),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  uniqueIndex('cancellation_motives_name_unique').on(t.tenantId, sql`lower(${t.name})`).where(sql`${t.archivedAt} is null`),
]);

export const paymentTypes = ['direct_debit', 'upfront'] as const;
export const rhythmBillings = ['week1', 'week4', 'monthly'] as const;
export const subscriptionStates = ['active', 'ended', 'deactivated'] as const;
export type SubscriptionState = (typeof subscriptionStates)[number];

export const subscriptions = pgTable('subscriptions', {
  tenantId: integer('tenant_id').notNull(),
  id: integer('id').notNull().generatedAlwaysAsIdentity(),
  contactId: integer('contact_id').notNull(),
  clubId: integer('club_id').notNull(),
  offerId: integer('offer_id'),
  name: text('name').notNull(),
  paymentType: text('payment_type', { enum: paymentTypes }).notNull(),
  fixedTerm: boolean('fixed_term').notNull().default(false),
  startDate: date('start_date', { mode: 'string' }).notNull(),
  engagedThrough: date('engaged_through', { mode: 'string' }),
  endDate: date('end_date', { mode: 'string' }),
  rhythmBilling: text('rhythm_billing', { enum: rhythmBillings }).notNull(),
  state: text('state', { enum: subscriptionStates }).notNull().default('active'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  index('subscriptions_contact_idx').on(t.tenantId, t.contactId),
  index('subscriptions_ending_idx').on(t.endDate).where(sql`${t.state} = 'active' AND ${t.endDate} IS NOT NULL`),
  // A club's billing day walks its active direct-debit subscriptions by id (plan-billing-day.ts):
  // without this it walked every subscription of the tenant, once per club.
  index('subscriptions_direct_debit_club_idx').on(t.tenantId, t.clubId, t.id)
    .where(sql`${t.state} = 'active' AND ${t.paymentType} = 'direct_debit'`),
  foreignKey({ columns: [t.tenantId, t.contactId], foreignColumns: [contacts.tenantId, contacts.id] }).onDelete('cascade'),
  foreignKey({ columns: [t.tenantId, t.clubId], foreignColumns: [clubs.tenantId, clubs.id] }),
]);

/** Options of a subscription; a mandatory one, or one of a package, cannot be cancelled on its own. */
export const subscriptionOptions = pgTable('subscription_options', {
  tenantId: integer('tenant_id').notNull(),
  id: integer('id').notNull().generatedAlwaysAsIdentity(),
  subscriptionId: integer('subscription_id').notNull(),
  name: text('name').notNull(),
  mandatory: boolean('mandatory').notNull().default(false),
  packageId: integer('package_id'),
  endDate: date('end_date', { mode: 'string' }),
  state: text('state', { enum: subscriptionStates }).notNull().default('active'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  index('subscription_options_subscription_idx').on(t.tenantId, t.subscriptionId),
  foreignKey({ columns: [t.tenantId, t.subscriptionId], foreignColumns: [subscriptions.tenantId, subscriptions.id] }).onDelete('cascade'),
]);

export const cancellationStatuses = ['submitted', 'accepted', 'rejected', 'canceled'] as const;
export type CancellationStatus = (typeof cancellationStatuses)[number];
export const refundPolicies = ['period_end', 'period_start', 'prorata'] as const;
export const inputChannels = ['admin', 'member'] as const;

export const cancellations = pgTable('cancellations', {
  tenantId: integer('tenant_id').notNull(),
  id: integer('id').notNull().generatedAlwaysAsIdentity(),
  subscriptionId: integer('subscription_id'),
  subscriptionOptionId: integer('subscription_option_id'),
  /** The main subscription's cancellation that cascaded to this option's. */
  parentId: integer('parent_id'),
  contactId: integer('contact_id').notNull(),
  clubId: integer('club_id').notNull(),
  receptionDate: date('reception_date', { mode: 'string' }).notNull(),
  cancellationDate: date('cancellation_date', { mode: 'string' }).notNull(),
  motiveId: integer('motive_id'),
  comment: text('comment').notNull().default(''),
  status: text('status', { enum: cancellationStatuses }).notNull(),
  inputChannel: text('input_channel', { enum: inputChannels }).notNull(),
  type: text('type').notNull().default('simple'),
  refundPolicy: text('refund_policy', { enum: refundPolicies }).notNull().default('period_end'),
  createCreditNote: boolean('create_credit_note').notNull().default(true),
  /** The club's calendar day the request was created on: what the daily quota counts. */
  createdOn: date('created_on', { mode: 'string' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  index('cancellations_subscription_idx').on(t.tenantId, t.subscriptionId),
  index('cancellations_option_idx').on(t.tenantId, t.subscriptionOptionId),
  index('cancellations_quota_idx').on(t.tenantId, t.clubId, t.createdOn, t.inputChannel),
  index('cancellations_status_idx').on(t.tenantId, t.status, t.id),
  foreignKey({ columns: [t.tenantId, t.subscriptionId], foreignColumns: [subscriptions.tenantId, subscriptions.id] }).onDelete('cascade'),
  foreignKey({ columns: [t.tenantId, t.subscriptionOptionId], foreignColumns: [subscriptionOptions.tenantId, subscriptionOptions.id] }).onDelete('cascade'),
  check('cancellations_one_target', sql`(${t.subscriptionId} IS NULL) <> (${t.subscriptionOptionId} IS NULL)`),
]);

export type CancellationMotive = typeof cancellationMotives.$inferSelect;
export type Subscription = typeof subscriptions.$inferSelect;
export type SubscriptionOption = typeof subscriptionOptions.$inferSelect;
export type Cancellation = typeof cancellations.$inferSelect;

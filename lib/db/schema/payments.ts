import { sql } from 'drizzle-orm';
import {
  boolean, check, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex,
} from 'drizzle-orm/pg-core';
import { checkouts } from './sales';
import { tenants } from './tenancy';

/**
 * `canceled`: a newer payable object for the same targets replaced it (the payer is charged once);
 * `review`: the provider's event said another amount or currency than asked: never applied, staff look.
 */
export const payableObjectStates = ['requested', 'validated', 'refused', 'canceled', 'review'] as const;
export type PayableObjectState = (typeof payableObjectStates)[number];

/** A payment's state on the sandbox provider's side (`canceled` when the service withdrew it). */
export const sandboxPaymentStates = ['requested', 'validated', 'refused', 'canceled'] as const;

/** What a payable object pays: open incidents, sales, or the contact's available amount (a web wallet). */
export const payableObjectKinds = ['incidents', 'sales', 'web_wallet'] as const;
export type PayableObjectKind = (typeof payableObjectKinds)[number];

/**
 * An online payment asked of a provider (CONTRACT §9.6). Its state changes only when the provider's
 * verified event arrives (provider_events), never from the payer's return. `targetIds` are the ids
 * of the incidents or sales it pays; `availableUsed` is what the contact's available amount covers
 * beside what the provider collects (`amount`).
 */
export const payableObjects = pgTable('payable_objects', {
  tenantId: integer('tenant_id').notNull(),
  id: integer('id').notNull().generatedAlwaysAsIdentity(),
  contactId: integer('contact_id').notNull(),
  clubId: integer('club_id').notNull(),
  checkoutId: integer('checkout_id').notNull(),
  kind: text('kind', { enum: payableObjectKinds }).notNull(),
  targetIds: jsonb('target_ids').$type<number[]>().notNull().default([]),
  amount: integer('amount').notNull(),
  availableUsed: integer('available_used').notNull().default(0),
  useWebWallet: boolean('use_web_wallet').notNull().default(false),
  currency: text('currency').notNull().default('EUR'),
  state: text('state', { enum: payableObjectStates }).notNull().default('requested'),
  provider: text('provider').notNull(),
  /** The provider's id of the payment; unique per provider. */
  providerReference: text('provider_reference').notNull(),
  /** The provider account the payment was made on (Stripe: the club's connected account, asked again by check). */
  providerAccount: text('provider_account'),
  /** The secret part of the hosted page's address (/pay/{token}). */
  token: text('token').notNull(),
  /** The provider's page the payer is sent to. */
  redirectUrl: text('redirect_url').notNull(),
  validUrl: text('valid_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  /** Why a validated payment could not do all it was for (its money then went to the available amount), or why it is in review. */
  outcomeNote: text('outcome_note'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** When it was validated, refused, put in review or cancelled. */
  completedAt: timestamp('completed_at', { withTimezone: true }),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  // Unique across tenants through tenant_lookups (payment_token, payment_reference), written with the row.
  uniqueIndex('payable_objects_tenant_token_unique').on(t.tenantId, t.token),
  uniqueIndex('payable_objects_tenant_provider_ref_unique').on(t.tenantId, t.provider, t.providerReference),
  index('payable_objects_contact_idx').on(t.tenantId, t.contactId),
  foreignKey({ columns: [t.tenantId, t.checkoutId], foreignColumns: [checkouts.tenantId, checkouts.id] }),
  check('payable_objects_amount_nonnegative', sql`${t.amount} >= 0 AND ${t.availableUsed} >= 0`),
]);

/**
 * Every provider event received, verified and matched to a payable object, once: its tenant is the
 * payable object's (found through tenant_lookups by the event's own payment reference, so every
 * delivery of an event finds the same tenant), and (tenant_id, provider, event_id) is unique, so an
 * event delivered again (or many times at once) is applied by one transaction only. An event for no
 * payable object of ours has no tenant and is not kept.
 */
export const providerEvents = pgTable('provider_events', {
  tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
  id: integer('id').notNull().generatedAlwaysAsIdentity(),
  provider: text('provider').notNull(),
  eventId: text('event_id').notNull(),
  payableObjectId: integer('payable_object_id'),
  type: text('type').notNull(),
  body: jsonb('body').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  uniqueIndex('provider_events_tenant_event_unique').on(t.tenantId, t.provider, t.eventId),
]);

/**
 * The sandbox provider's own record of a payment (lib/payments/sandbox-provider.ts): what a real
 * provider keeps on its side. Its hosted page /pay/{token} reads it; readPayment answers from it.
 */
export const sandboxPayments = pgTable('sandbox_payments', {
  reference: text('reference').primaryKey(),
  token: text('token').notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  description: text('description').notNull(),
  validUrl: text('valid_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  state: text('state', { enum: sandboxPaymentStates }).notNull().default('requested'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
}, (t) => [
  uniqueIndex('sandbox_payments_token_unique').on(t.token),
]);

export type PayableObject = typeof payableObjects.$inferSelect;
export type ProviderEvent = typeof providerEvents.$inferSelect;

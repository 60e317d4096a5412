import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { tenants } from './tenancy';

export const retryPolicies = ['none', 'standard'] as const;
export type RetryPolicy = (typeof retryPolicies)[number];

/** The one partner URL of a tenant (spec, Events 1). */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  tenantId: integer('tenant_id').primaryKey().references(() => tenants.id, { onDelete: 'cascade' }),
  url: text('url').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  retryPolicy: text('retry_policy', { enum: retryPolicies }).notNull().default('none'),
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Per-tenant event counter. An emitting transaction increments it, which locks the row until the
 * transaction ends: sequence numbers are therefore handed out in commit order within a tenant.
 */
export const eventSequences = pgTable('event_sequences', {
  tenantId: integer('tenant_id').primaryKey().references(() => tenants.id, { onDelete: 'cascade' }),
  lastSeq: bigint('last_seq', { mode: 'number' }).notNull().default(0),
});

/** The outbox: one row per event, written in the transaction that changed the data. */
export const outboxEvents = pgTable('outbox_events', {
  tenantId: integer('tenant_id').notNull(),
  seq: bigint('seq', { mode: 'number' }).notNull(),
  event: text('event').notNull(),
  object: jsonb('object').$type<Record<string, string>>().notNull(),
  clubId: integer('club_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.seq] })]);

/**
 * The delivery worker's state per tenant: how far the outbox has been turned into deliveries, and
 * which process holds the tenant (a lease, so one process at a time delivers a tenant's events, in order).
 */
export const deliveryCursors = pgTable('delivery_cursors', {
  tenantId: integer('tenant_id').primaryKey().references(() => tenants.id, { onDelete: 'cascade' }),
  dispatchedSeq: bigint('dispatched_seq', { mode: 'number' }).notNull().default(0),
  leaseOwner: text('lease_owner'),
  leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull().default(sql`'epoch'`),
});

export const deliveryStatuses = ['pending', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

/** One row per attempt to post one event; `pending` rows are the worker's queue. */
export const webhookDeliveries = pgTable('webhook_deliveries', {
  tenantId: integer('tenant_id').notNull(),
  id: integer('id').notNull().generatedAlwaysAsIdentity(),
  seq: bigint('seq', { mode: 'number' }).notNull(),
  webhookId: text('webhook_id').notNull(),
  event: text('event').notNull(),
  resource: text('resource'),
  url: text('url').notNull(),
  attempt: integer('attempt').notNull(),
  status: text('status', { enum: deliveryStatuses }).notNull().default('pending'),
  dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
  attemptedAt: timestamp('attempted_at', { withTimezone: true }),
  responseStatus: integer('response_status'),
  durationMs: integer('duration_ms'),
  error: text('error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  index('webhook_deliveries_pending_idx').on(t.tenantId, t.dueAt, t.seq).where(sql`${t.status} = 'pending'`),
  index('webhook_deliveries_log_idx').on(t.tenantId, t.id),
]);

/** Sandbox only: what the built-in receiver got, so the whole flow can be watched without a public URL. */
export const sandboxWebhookReceipts = pgTable('sandbox_webhook_receipts', {
  tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
  id: integer('id').notNull().generatedAlwaysAsIdentity(),
  event: text('event'),
  headers: jsonb('headers').$type<Record<string, string>>().notNull(),
  body: text('body').notNull(),
  signatureValid: boolean('signature_valid').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.id] })]);

export type WebhookEndpoint = typeof webhookEndpoints.$inferSelect;
export type OutboxEvent = typeof outboxEvents.$inferSelect;
export type WebhookDelivery = typeof webhookDeliveries.$inferSelect;

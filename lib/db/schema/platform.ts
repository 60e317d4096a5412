import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { tenants } from './tenancy';

/** Idempotency-Key records (CONTRACT §5): one per tenant, client and key, kept 24 hours. */
export const idempotencyKeys = pgTable('idempotency_keys', {
  tenantId: integer('tenant_id').notNull(),
  clientId: text('client_id').notNull(),
  key: text('key').notNull(),
  requestHash: text('request_hash').notNull(),
  state: text('state', { enum: ['in_flight', 'done'] }).notNull(),
  responseStatus: integer('response_status'),
  responseBody: text('response_body'),
  responseHeaders: jsonb('response_headers').$type<Record<string, string>>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.clientId, t.key] }),
  index('idempotency_keys_created_idx').on(t.createdAt),
]);

export const sandboxChannels = ['email', 'sms'] as const;
export type SandboxChannel = (typeof sandboxChannels)[number];

/** A file sent with an e-mail: text as is, or binary (a PDF) written in base64 with `encoding`. */
export interface SandboxAttachment { filename: string; contentType: string; content: string; encoding?: 'base64' }

/** What the sandbox mail and SMS providers "sent", readable by staff and tests. */
export const sandboxMessages = pgTable('sandbox_messages', {
  tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
  id: integer('id').notNull().generatedAlwaysAsIdentity(),
  channel: text('channel', { enum: sandboxChannels }).notNull(),
  to: text('to').notNull(),
  subject: text('subject'),
  body: text('body').notNull(),
  /** Files attached to an e-mail (a booking's .ics), kept whole so tests and the sandbox page can read them. */
  attachments: jsonb('attachments').$type<SandboxAttachment[]>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  index('sandbox_messages_to_idx').on(t.tenantId, t.to, t.createdAt),
]);

export type SandboxMessage = typeof sandboxMessages.$inferSelect;

import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { SandboxAttachment } from './platform';
import { tenants } from './tenancy';

export const messageChannels = ['email', 'sms'] as const;
export type MessageChannel = (typeof messageChannels)[number];

export const messageStates = ['pending', 'sent', 'failed'] as const;
export type MessageState = (typeof messageStates)[number];

/**
 * The message outbox (CONTRACT §12): every e-mail and SMS is written here by the transaction that
 * decides it, and sent after commit by the worker (lib/messages/). The words are written when the
 * decision is taken, in the recipient's language, so a queued message never changes. `dedupeKey`
 * names the decision (`sign-in-code:12:…`, `class-cancelled:4:9`): one message per decision, however
 * often the operation runs again.
 */
export const messageOutbox = pgTable('message_outbox', {
  tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
  id: integer('id').notNull().generatedAlwaysAsIdentity(),
  dedupeKey: text('dedupe_key').notNull(),
  channel: text('channel', { enum: messageChannels }).notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject'),
  /** Emptied once sent: a body may carry a one-time code. */
  body: text('body'),
  attachments: jsonb('attachments').$type<SandboxAttachment[]>(),
  state: text('state', { enum: messageStates }).notNull().default('pending'),
  /** Attempts started; a claim counts one before sending, so a crash mid-send still counts. */
  attempts: integer('attempts').notNull().default(0),
  /** When the worker may take it (again); a claim pushes it forward by the lease, a failure by the retry schedule. */
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
  lastError: text('last_error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  uniqueIndex('message_outbox_dedupe_idx').on(t.tenantId, t.dedupeKey),
  // What the worker claims: only pending rows are in it, so the index stays small however many were sent.
  index('message_outbox_due_idx').on(t.nextAttemptAt).where(sql`state = 'pending'`),
  index('message_outbox_state_idx').on(t.tenantId, t.state, t.createdAt),
]);

export type OutboxMessage = typeof messageOutbox.$inferSelect;

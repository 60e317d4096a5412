// Suspensions (freeze) of a subscription, CONTRACT §15: a member or a partner asks, staff accept or
// refuse. An accepted one moves the debits on and after its start, and the end of commitment, by its
// length; during it the subscription counts as suspended (no booking, no entry).
import { sql } from 'drizzle-orm';
import { check, date, foreignKey, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { subscriptions } from './subscriptions';

export const suspensionStates = ['requested', 'accepted', 'refused'] as const;
export type SuspensionState = (typeof suspensionStates)[number];

export const subscriptionSuspensions = pgTable('subscription_suspensions', {
  tenantId: integer('tenant_id').notNull(),
  id: integer('id').notNull().generatedAlwaysAsIdentity(),
  subscriptionId: integer('subscription_id').notNull(),
  contactId: integer('contact_id').notNull(),
  clubId: integer('club_id').notNull(),
  /** Both days included, in the club's calendar. */
  startDate: date('start_date', { mode: 'string' }).notNull(),
  endDate: date('end_date', { mode: 'string' }).notNull(),
  reason: text('reason').notNull().default(''),
  state: text('state', { enum: suspensionStates }).notNull().default('requested'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  index('subscription_suspensions_subscription_idx').on(t.tenantId, t.subscriptionId, t.startDate),
  index('subscription_suspensions_state_idx').on(t.tenantId, t.state, t.id),
  foreignKey({ columns: [t.tenantId, t.subscriptionId], foreignColumns: [subscriptions.tenantId, subscriptions.id] }).onDelete('cascade'),
  check('subscription_suspensions_dates', sql`${t.endDate} >= ${t.startDate}`),
]);

export type SubscriptionSuspension = typeof subscriptionSuspensions.$inferSelect;

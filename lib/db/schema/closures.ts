import { sql } from 'drizzle-orm';
import { boolean, check, date, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { contacts, contactStates } from './contacts';

export const closureStates = ['active', 'canceled'] as const;
export type ClosureState = (typeof closureStates)[number];

/**
 * A contact's closure (CONTRACT §9.5). It keeps what it changed (the subscriptions and options it
 * deactivated, the badges it disabled, the contact's state before) so that cancelling it puts back
 * exactly that and nothing the staff changed by hand meanwhile. One active closure per contact.
 */
export const closures = pgTable('closures', {
  tenantId: integer('tenant_id').notNull(),
  id: integer('id').notNull().generatedAlwaysAsIdentity(),
  contactId: integer('contact_id').notNull(),
  /** The club's day of closing. */
  date: date('date', { mode: 'string' }).notNull(),
  reason: text('reason').notNull().default(''),
  state: text('state', { enum: closureStates }).notNull().default('active'),
  feeAmount: integer('fee_amount').notNull().default(0),
  lockSale: boolean('lock_sale').notNull().default(true),
  addAlert: boolean('add_alert').notNull().default(true),
  previousContactState: text('previous_contact_state', { enum: contactStates }).notNull(),
  subscriptionIds: jsonb('subscription_ids').$type<number[]>().notNull().default([]),
  subscriptionOptionIds: jsonb('subscription_option_ids').$type<number[]>().notNull().default([]),
  identificatorIds: jsonb('identificator_ids').$type<number[]>().notNull().default([]),
  /** The fee's invoice and incident, when feeAmount > 0. */
  feeInvoiceId: integer('fee_invoice_id'),
  feeIncidentId: integer('fee_incident_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  canceledAt: timestamp('canceled_at', { withTimezone: true }),
  /** True when the contact reopened it themself (POST /closures/{id}/cancel). */
  contactSelfUnclosing: boolean('contact_self_unclosing'),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  // Two closures of one contact at once cannot both commit.
  uniqueIndex('closures_active_unique').on(t.tenantId, t.contactId).where(sql`${t.state} = 'active'`),
  index('closures_contact_idx').on(t.tenantId, t.contactId),
  foreignKey({ columns: [t.tenantId, t.contactId], foreignColumns: [contacts.tenantId, contacts.id] }).onDelete('cascade'),
  check('closures_fee', sql`${t.feeAmount} >= 0`),
]);

export type Closure = typeof closures.$inferSelect;

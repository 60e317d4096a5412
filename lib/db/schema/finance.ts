import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { contacts } from './contacts';

export const incidentStates = ['open', 'settled', 'canceled'] as const;

/** A rejected debit or unpaid amount: while open, it is debt (CONTRACT §6, Finance). */
export const incidents = pgTable('incidents', {
  tenantId: integer('tenant_id').notNull(),
  id: integer('id').notNull().generatedAlwaysAsIdentity(),
  contactId: integer('contact_id').notNull(),
  invoiceId: integer('invoice_id'),
  /**
   * The club the debt is owed to: its invoice's, else its contact's, when it opened. Set by the
   * database (a BEFORE INSERT trigger, migration 0035) so no writer can forget it; read by the
   * dashboard's debt by age, which finds a club's open debt by index instead of joining every invoice.
   */
  clubId: integer('club_id'),
  amount: integer('amount').notNull(),
  state: text('state', { enum: incidentStates }).notNull().default('open'),
  reason: text('reason').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** When a payment settled it (`paymentId`), or when staff cancelled it. */
  settledAt: timestamp('settled_at', { withTimezone: true }),
  paymentId: integer('payment_id'),
  canceledAt: timestamp('canceled_at', { withTimezone: true }),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  index('incidents_contact_idx').on(t.tenantId, t.contactId),
  index('incidents_open_contact_idx').on(t.tenantId, t.contactId).where(sql`${t.state} = 'open'`),
  index('incidents_invoice_idx').on(t.tenantId, t.invoiceId).where(sql`${t.invoiceId} IS NOT NULL`),
  index('incidents_open_club_idx').on(t.tenantId, t.clubId).where(sql`${t.state} = 'open'`),
  check('incidents_amount_positive', sql`${t.amount} > 0`),
  // No cascade: an incident is money; a contact with one is erased, never deleted (CONTRACT §6).
  foreignKey({ columns: [t.tenantId, t.contactId], foreignColumns: [contacts.tenantId, contacts.id] }),
]);

export type Incident = typeof incidents.$inferSelect;

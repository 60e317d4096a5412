import { sql } from 'drizzle-orm';
import { check, date, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sales } from './sales';
import { clubs, tenants } from './tenancy';

/**
 * An invoice (CONTRACT §9.4): issued when a sale is validated (the finance issue adds installments and
 * closure fees). Its money is the ledger: the `invoice` transaction debits the contact's receivable
 * by totalTI, and what was paid towards it is read from the postings, never kept here.
 */
export const invoices = pgTable('invoices', {
  tenantId: integer('tenant_id').notNull(),
  id: integer('id').notNull().generatedAlwaysAsIdentity(),
  contactId: integer('contact_id').notNull(),
  clubId: integer('club_id').notNull(),
  saleId: integer('sale_id'),
  subscriptionId: integer('subscription_id'),
  /** `F2026-000001`: the tenant's numbers run without gaps within a year (invoice_counters). */
  number: text('number').notNull(),
  date: date('date', { mode: 'string' }).notNull(),
  totalTI: integer('total_ti').notNull(),
  /** A deferred sale's due date: past it, the unpaid rest is debt. */
  lateDueDate: date('late_due_date', { mode: 'string' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  uniqueIndex('invoices_number_unique').on(t.tenantId, t.number),
  // One invoice per sale: a second validation of one sale cannot commit.
  uniqueIndex('invoices_sale_unique').on(t.tenantId, t.saleId).where(sql`${t.saleId} IS NOT NULL`),
  index('invoices_contact_idx').on(t.tenantId, t.contactId),
  // A club's invoices of a period: the dashboard's revenue (lib/domain/insight/revenue-by-month.ts).
  index('invoices_club_date_idx').on(t.tenantId, t.clubId, t.date),
  foreignKey({ columns: [t.tenantId, t.clubId], foreignColumns: [clubs.tenantId, clubs.id] }),
  foreignKey({ columns: [t.tenantId, t.saleId], foreignColumns: [sales.tenantId, sales.id] }),
  check('invoices_total', sql`${t.totalTI} >= 0`),
]);

/** The last invoice number given per tenant and year: taken in the issuing transaction, so no gaps. */
export const invoiceCounters = pgTable('invoice_counters', {
  tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
  year: integer('year').notNull(),
  lastNumber: integer('last_number').notNull(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.year] })]);

export type Invoice = typeof invoices.$inferSelect;

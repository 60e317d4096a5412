import { bigint, date, foreignKey, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { LOCALES } from '../../i18n/locales';
import { staffUsers } from './auth';
import { clubs } from './tenancy';

/**
 * Staff who asked for the dashboard by e-mail every Monday (lib/domain/insight): one row per staff
 * member, for one club or the network (club_id null), in the language they read the page in.
 */
export const dashboardSubscriptions = pgTable('dashboard_subscriptions', {
  tenantId: integer('tenant_id').notNull(),
  staffUserId: integer('staff_user_id').notNull(),
  clubId: integer('club_id'),
  locale: text('locale', { enum: LOCALES }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.staffUserId] }),
  foreignKey({ columns: [t.tenantId, t.staffUserId], foreignColumns: [staffUsers.tenantId, staffUsers.id] }).onDelete('cascade'),
  foreignKey({ columns: [t.tenantId, t.clubId], foreignColumns: [clubs.tenantId, clubs.id] }).onDelete('cascade'),
]);

export type DashboardSubscription = typeof dashboardSubscriptions.$inferSelect;

/**
 * Revenue per club, day and kind (subscriptions, shop, fees), kept beside the ledger for the dashboard
 * (lib/domain/insight/revenue-by-month.ts): a year of a network is some 100,000 of these rows instead of
 * a million invoices joined to their transactions. Written only by the database, by the trigger on
 * ledger_postings that migration 0033 creates, in the transaction that credits revenue; the ledger's
 * check `revenue-days-match-postings` recomputes it from the postings. The day is the invoice's date
 * (the club's day it was written), or the club's day of an incident payment.
 */
export const revenueDays = pgTable('revenue_days', {
  tenantId: integer('tenant_id').notNull(),
  clubId: integer('club_id').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  kind: text('kind', { enum: ['subscriptions', 'shop', 'fees'] }).notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.clubId, t.day, t.kind] }),
  foreignKey({ columns: [t.tenantId, t.clubId], foreignColumns: [clubs.tenantId, clubs.id] }),
]);

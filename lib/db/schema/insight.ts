import { foreignKey, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
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

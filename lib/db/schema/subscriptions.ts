import { integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenants } from './tenancy';

/** The tenant's list of cancellation motives; each club includes some of them for online use. */
export const cancellationMotives = pgTable('cancellation_motives', {
  tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
  id: integer('id').notNull().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  uniqueIndex('cancellation_motives_id_unique').on(t.id),
]);

export type CancellationMotive = typeof cancellationMotives.$inferSelect;

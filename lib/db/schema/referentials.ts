import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenants } from './tenancy';

/**
 * The reference lists a contact's file is described with (CONTRACT §10), all alike: a name and
 * whether it is archived. Sources are the tenth family but keep their own table (`sources`).
 */
export const referentialFamilies = [
  'blocking_reasons', 'commercial_relaunch_channels', 'companies', 'goals', 'motivations',
  'note_subjects', 'note_types', 'occupations', 'prescribers',
] as const;
export type ReferentialFamily = (typeof referentialFamilies)[number];

export const referentials = pgTable('referentials', {
  tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
  id: integer('id').notNull().generatedAlwaysAsIdentity(),
  family: text('family', { enum: referentialFamilies }).notNull(),
  name: text('name').notNull(),
  /** Kept for the contacts that name it, no longer offered (a DELETE of one in use archives it). */
  archived: boolean('archived').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  uniqueIndex('referentials_name_unique').on(t.tenantId, t.family, sql`lower(${t.name})`),
]);

export type Referential = typeof referentials.$inferSelect;

import { foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { tenants } from './tenancy';
import { contacts } from './contacts';

export const apiScopes = ['partner', 'admin'] as const;
export type ApiScope = (typeof apiScopes)[number];

/** Partner applications. The secret is stored as an argon2id hash and shown once at creation. */
export const apiClients = pgTable('api_clients', {
  tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
  id: integer('id').notNull().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  clientId: text('client_id').notNull(),
  secretHash: text('secret_hash').notNull(),
  scopes: text('scopes', { enum: apiScopes }).array().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  // Unique across tenants through tenant_lookups (kind api_client), which the token endpoint reads first.
  uniqueIndex('api_clients_tenant_client_id_unique').on(t.tenantId, t.clientId),
]);

export const staffRoles = ['owner', 'manager', 'staff'] as const;
export type StaffRole = (typeof staffRoles)[number];

export const staffUsers = pgTable('staff_users', {
  tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
  id: integer('id').notNull().generatedAlwaysAsIdentity(),
  email: text('email').notNull(),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  role: text('role', { enum: staffRoles }).notNull().default('staff'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  uniqueIndex('staff_users_email_unique').on(t.tenantId, sql`lower(${t.email})`),
]);

/** One-time codes for member sign-in: hashed, single use, short-lived, few tries. */
export const memberLoginCodes = pgTable('member_login_codes', {
  tenantId: integer('tenant_id').notNull(),
  id: integer('id').notNull().generatedAlwaysAsIdentity(),
  contactId: integer('contact_id').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  index('member_login_codes_contact_idx').on(t.tenantId, t.contactId),
  foreignKey({ columns: [t.tenantId, t.contactId], foreignColumns: [contacts.tenantId, contacts.id] })
    .onDelete('cascade'),
]);

export type ApiClient = typeof apiClients.$inferSelect;
export type StaffUser = typeof staffUsers.$inferSelect;

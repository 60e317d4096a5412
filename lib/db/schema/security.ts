import { bigint, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

// Platform tables: they belong to the deployment, not to a tenant, so they have no tenant_id.

/**
 * Secrets the deployment makes for itself when none is configured (the token and session signing
 * secret when AUTH_SECRET is unset): one row per name, written once by whichever process starts
 * first and read by every process (lib/secrets/auth-secret.ts).
 */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Rate-limit counters shared by every process on one PostgreSQL (lib/limits/). The shape is
 * rate-limiter-flexible's RateLimiterPostgres table, which reads and writes it with its own SQL:
 * `expire` is a time in milliseconds since 1970 (null: never).
 */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});

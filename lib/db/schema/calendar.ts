import { sql } from 'drizzle-orm';
import { foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { contacts } from './contacts';

/**
 * A member's private calendar feed (GET /{clientToken}/calendar/{token}.ics): the token in the URL is
 * the only secret, so calendar apps can subscribe without a session. It is kept as issued (the member
 * sees the URL again on their account page); revoking stamps revokedAt and issues a new row. At most
 * one live token per contact.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  tenantId: integer('tenant_id').notNull(),
  id: integer('id').notNull().generatedAlwaysAsIdentity(),
  contactId: integer('contact_id').notNull(),
  /** 32 random bytes, base64url. */
  token: text('token').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  uniqueIndex('calendar_feeds_token_unique').on(t.tenantId, t.token),
  uniqueIndex('calendar_feeds_live_unique').on(t.tenantId, t.contactId).where(sql`${t.revokedAt} IS NULL`),
  index('calendar_feeds_contact_idx').on(t.tenantId, t.contactId),
  foreignKey({ columns: [t.tenantId, t.contactId], foreignColumns: [contacts.tenantId, contacts.id] }).onDelete('cascade'),
]);

export type CalendarFeed = typeof calendarFeeds.$inferSelect;

// Access control (CONTRACT §11): zones and their opening periods, crossing points (turnstiles,
// doors) and entries, each try of a member at a crossing point, allowed or blocked. Identificators
// (badges, QR codes) live beside contacts (contacts.ts); clubs carry `capacity` and
// `antiPassbackMinutes` (tenancy.ts).
import { sql } from 'drizzle-orm';
import {
  boolean, check, foreignKey, index, integer, pgTable, primaryKey, smallint, text, timestamp,
} from 'drizzle-orm/pg-core';
import { contacts } from './contacts';
import { clubs } from './tenancy';

/** A part of a club whose doors may open only at some hours (a spa, a pool). */
export const zones = pgTable('zones', {
  tenantId: integer('tenant_id').notNull(),
  id: integer('id').notNull().generatedAlwaysAsIdentity(),
  clubId: integer('club_id').notNull(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  index('zones_club_idx').on(t.tenantId, t.clubId),
  foreignKey({ columns: [t.tenantId, t.clubId], foreignColumns: [clubs.tenantId, clubs.id] }).onDelete('cascade'),
]);

/**
 * When a zone is open: a weekday (1 = Monday … 7) and minutes of the club's day, the end excluded
 * (`endMinute` 1440 is 24:00). A zone with no period is open whenever the club is.
 */
export const zonePeriods = pgTable('zone_periods', {
  tenantId: integer('tenant_id').notNull(),
  id: integer('id').notNull().generatedAlwaysAsIdentity(),
  zoneId: integer('zone_id').notNull(),
  weekday: smallint('weekday').notNull(),
  startMinute: smallint('start_minute').notNull(),
  endMinute: smallint('end_minute').notNull(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  index('zone_periods_zone_idx').on(t.tenantId, t.zoneId),
  foreignKey({ columns: [t.tenantId, t.zoneId], foreignColumns: [zones.tenantId, zones.id] }).onDelete('cascade'),
  check('zone_periods_weekday', sql`${t.weekday} between 1 and 7`),
  check('zone_periods_minutes', sql`${t.startMinute} >= 0 and ${t.startMinute} < ${t.endMinute} and ${t.endMinute} <= 1440`),
]);

export const crossingDirections = ['in', 'out'] as const;
export type CrossingDirection = (typeof crossingDirections)[number];

/** A turnstile or door of a club; one way only. Archived (not deleted) once entries name it. */
export const crossingPoints = pgTable('crossing_points', {
  tenantId: integer('tenant_id').notNull(),
  id: integer('id').notNull().generatedAlwaysAsIdentity(),
  clubId: integer('club_id').notNull(),
  zoneId: integer('zone_id'),
  name: text('name').notNull(),
  direction: text('direction', { enum: crossingDirections }).notNull(),
  enabled: boolean('enabled').notNull().default(true),
  archivedAt: timestamp('archived_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  index('crossing_points_club_idx').on(t.tenantId, t.clubId),
  foreignKey({ columns: [t.tenantId, t.clubId], foreignColumns: [clubs.tenantId, clubs.id] }).onDelete('cascade'),
  foreignKey({ columns: [t.tenantId, t.zoneId], foreignColumns: [zones.tenantId, zones.id] }),
]);

/**
 * One try at a crossing point, recorded even when blocked, with every failing rule in `reasons`.
 * `clubId` and `direction` are the crossing point's at that moment.
 */
export const entries = pgTable('entries', {
  tenantId: integer('tenant_id').notNull(),
  id: integer('id').notNull().generatedAlwaysAsIdentity(),
  contactId: integer('contact_id').notNull(),
  identificatorId: integer('identificator_id'),
  crossingPointId: integer('crossing_point_id').notNull(),
  clubId: integer('club_id').notNull(),
  direction: text('direction', { enum: crossingDirections }).notNull(),
  isBlocking: boolean('is_blocking').notNull(),
  reasons: text('reasons').array().notNull().default(sql`'{}'::text[]`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  // Presence of a club today, the log by club.
  index('entries_club_created_idx').on(t.tenantId, t.clubId, t.createdAt),
  // Anti-passback, last entries and stats of a contact.
  index('entries_contact_club_created_idx').on(t.tenantId, t.contactId, t.clubId, t.createdAt),
  index('entries_crossing_point_created_idx').on(t.tenantId, t.crossingPointId, t.createdAt),
  foreignKey({ columns: [t.tenantId, t.contactId], foreignColumns: [contacts.tenantId, contacts.id] }).onDelete('cascade'),
  foreignKey({ columns: [t.tenantId, t.clubId], foreignColumns: [clubs.tenantId, clubs.id] }).onDelete('cascade'),
  foreignKey({ columns: [t.tenantId, t.crossingPointId], foreignColumns: [crossingPoints.tenantId, crossingPoints.id] }).onDelete('cascade'),
]);

export type Zone = typeof zones.$inferSelect;
export type ZonePeriod = typeof zonePeriods.$inferSelect;
export type CrossingPoint = typeof crossingPoints.$inferSelect;
export type Entry = typeof entries.$inferSelect;

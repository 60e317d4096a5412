import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { contacts } from './contacts';
import { clubs, tenants } from './tenancy';

/** Groups of activities (the class_events filter `activity.activityGroups`). */
export const activityGroups = pgTable('activity_groups', {
  tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
  id: integer('id').notNull().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.id] })]);

const clubResource = (name: string) => pgTable(name, {
  tenantId: integer('tenant_id').notNull(),
  id: integer('id').notNull().generatedAlwaysAsIdentity(),
  clubId: integer('club_id').notNull(),
  name: text('name').notNull(),
  /** Set when deleted while classes still name it: it leaves pickers and lists, old classes keep it. */
  archivedAt: timestamp('archived_at', { withTimezone: true }),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  index(`${name}_club_idx`).on(t.tenantId, t.clubId),
  // One live name per club, whatever its case (the domain checks first for a clean error; this holds under races).
  uniqueIndex(`${name}_club_name_unique`).on(t.tenantId, t.clubId, sql`lower(${t.name})`).where(sql`${t.archivedAt} is null`),
  foreignKey({ columns: [t.tenantId, t.clubId], foreignColumns: [clubs.tenantId, clubs.id] }).onDelete('cascade'),
]);

export const studios = clubResource('studios');
export const coaches = clubResource('coaches');

/** Activities of a club; `showcase` ones are the public selection (the spec's showcase_activities). */
export const activities = pgTable('activities', {
  tenantId: integer('tenant_id').notNull(),
  id: integer('id').notNull().generatedAlwaysAsIdentity(),
  clubId: integer('club_id').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  showcase: boolean('showcase').notNull().default(false),
  groupIds: integer('group_ids').array().notNull().default(sql`'{}'::integer[]`),
  /** Set when deleted while classes still name it: it leaves pickers and lists, old classes keep it. */
  archivedAt: timestamp('archived_at', { withTimezone: true }),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  index('activities_club_idx').on(t.tenantId, t.clubId),
  uniqueIndex('activities_club_name_unique').on(t.tenantId, t.clubId, sql`lower(${t.name})`).where(sql`${t.archivedAt} is null`),
  foreignKey({ columns: [t.tenantId, t.clubId], foreignColumns: [clubs.tenantId, clubs.id] }).onDelete('cascade'),
]);

/**
 * A group class. The seat counters live on the row and are changed under its row lock; the checks
 * make overbooking impossible at the database, whatever the application does.
 */
export const classEvents = pgTable('class_events', {
  tenantId: integer('tenant_id').notNull(),
  id: integer('id').notNull().generatedAlwaysAsIdentity(),
  clubId: integer('club_id').notNull(),
  activityId: integer('activity_id').notNull(),
  studioId: integer('studio_id'),
  coachId: integer('coach_id'),
  name: text('name').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  endedAt: timestamp('ended_at', { withTimezone: true }).notNull(),
  attendingLimit: integer('attending_limit').notNull(),
  queueLimit: integer('queue_limit').notNull().default(0),
  bookedCount: integer('booked_count').notNull().default(0),
  queuedCount: integer('queued_count').notNull().default(0),
  canceledAt: timestamp('canceled_at', { withTimezone: true }),
  /** CONTRACT §14: texts shown to members and to the coach. */
  summary: text('summary'),
  description: text('description'),
  instructionsComment: text('instructions_comment'),
  /** The room's spots (bikes, rowers): bookings take one each (planning.ts). */
  classLayoutId: integer('class_layout_id'),
  /** Places bookable online (API and portal); the rest only at the desk. Null: all of them. */
  onlineLimit: integer('online_limit'),
  /** Places kept for an outside partner: never given through this service's booking paths. */
  externalQuota: integer('external_quota'),
  /** The recurrence that created it, or that it was attached to. */
  recurrenceId: integer('recurrence_id'),
  /** When its booked attendees not yet marked were counted as no-shows (end + 30 min). */
  attendanceClosedAt: timestamp('attendance_closed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  // A schedule page reads its classes from this index alone: the columns its filters and its count
  // need are carried in the index (INCLUDE, written in migration 0005 as Drizzle cannot declare it),
  // so PostgreSQL visits no table page for the hundreds of classes of a week (docs/benchmarks.md).
  index('class_events_schedule_idx').on(t.tenantId, t.clubId, t.startedAt),
  foreignKey({ columns: [t.tenantId, t.clubId], foreignColumns: [clubs.tenantId, clubs.id] }).onDelete('cascade'),
  foreignKey({ columns: [t.tenantId, t.activityId], foreignColumns: [activities.tenantId, activities.id] }),
  foreignKey({ columns: [t.tenantId, t.studioId], foreignColumns: [studios.tenantId, studios.id] }),
  foreignKey({ columns: [t.tenantId, t.coachId], foreignColumns: [coaches.tenantId, coaches.id] }),
  check('class_events_booked_within_limit', sql`${t.bookedCount} >= 0 AND ${t.bookedCount} <= ${t.attendingLimit}`),
  check('class_events_queued_within_limit', sql`${t.queuedCount} >= 0 AND ${t.queuedCount} <= ${t.queueLimit}`),
  check('class_events_ends_after_start', sql`${t.endedAt} > ${t.startedAt}`),
  check('class_events_online_limit', sql`${t.onlineLimit} IS NULL OR ${t.onlineLimit} >= 0`),
  check('class_events_external_quota', sql`${t.externalQuota} IS NULL OR ${t.externalQuota} >= 0`),
  index('class_events_recurrence_idx').on(t.tenantId, t.recurrenceId).where(sql`${t.recurrenceId} IS NOT NULL`),
  // The clash check reads a club's classes by studio and by coach around a time.
  index('class_events_studio_time_idx').on(t.tenantId, t.studioId, t.startedAt).where(sql`${t.studioId} IS NOT NULL`),
  index('class_events_coach_time_idx').on(t.tenantId, t.coachId, t.startedAt).where(sql`${t.coachId} IS NOT NULL`),
]);

export const attendeeStates = ['booked', 'queued', 'canceled'] as const;
export type AttendeeState = (typeof attendeeStates)[number];

export const attendees = pgTable('attendees', {
  tenantId: integer('tenant_id').notNull(),
  id: integer('id').notNull().generatedAlwaysAsIdentity(),
  classEventId: integer('class_event_id').notNull(),
  contactId: integer('contact_id').notNull(),
  state: text('state', { enum: attendeeStates }).notNull(),
  bookedAt: timestamp('booked_at', { withTimezone: true }),
  queuedAt: timestamp('queued_at', { withTimezone: true }),
  canceledAt: timestamp('canceled_at', { withTimezone: true }),
  lateCancel: boolean('late_cancel').notNull().default(false),
  /** Where a booked attendee sits in a class with a layout (a spot's number); a queued one has none. */
  spot: integer('spot'),
  /** Whether they came: null until known (CONTRACT §14, Attendance). */
  showed: boolean('showed'),
  /** When `showed` was recorded: a no-show counts for penalties from then. */
  showedRecordedAt: timestamp('showed_recorded_at', { withTimezone: true }),
  /** Booked at the desk (admin, `channel: desk`): outside the online limit. */
  channel: text('channel', { enum: ['online', 'desk'] }).notNull().default('online'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  // One live booking or queue place per contact and class: double booking is refused by the database.
  uniqueIndex('attendees_one_live_per_contact').on(t.tenantId, t.classEventId, t.contactId).where(sql`${t.state} <> 'canceled'`),
  // Never two live attendees on one spot of a class, whatever the concurrency.
  uniqueIndex('attendees_one_per_spot').on(t.tenantId, t.classEventId, t.spot).where(sql`${t.state} <> 'canceled' AND ${t.spot} IS NOT NULL`),
  index('attendees_no_show_idx').on(t.tenantId, t.contactId, t.showedRecordedAt).where(sql`${t.showed} = false`),
  index('attendees_late_cancel_idx').on(t.tenantId, t.contactId, t.canceledAt).where(sql`${t.lateCancel}`),
  index('attendees_queue_idx').on(t.tenantId, t.classEventId, t.state, t.queuedAt, t.id),
  index('attendees_contact_idx').on(t.tenantId, t.contactId),
  foreignKey({ columns: [t.tenantId, t.classEventId], foreignColumns: [classEvents.tenantId, classEvents.id] }).onDelete('cascade'),
  foreignKey({ columns: [t.tenantId, t.contactId], foreignColumns: [contacts.tenantId, contacts.id] }).onDelete('cascade'),
]);

export type ActivityGroup = typeof activityGroups.$inferSelect;
export type Activity = typeof activities.$inferSelect;
export type Studio = typeof studios.$inferSelect;
export type Coach = typeof coaches.$inferSelect;
export type ClassEvent = typeof classEvents.$inferSelect;
export type Attendee = typeof attendees.$inferSelect;

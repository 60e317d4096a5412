// Planning beyond the spec (CONTRACT §14): recurrences, class layouts (spots), no-show and
// late-cancellation scenarios and the penalties they applied.
import { sql } from 'drizzle-orm';
import { check, date, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { contacts } from './contacts';
import { clubs } from './tenancy';
import { studios } from './booking';

export const weekDays = ['mo', 'tu', 'we', 'th', 'fr', 'sa', 'su'] as const;
export type WeekDay = (typeof weekDays)[number];

/** What every class of a recurrence is made of; times are the club's wall-clock `HH:MM`. */
export interface RecurrenceTemplate {
  activityId: number;
  studioId: number | null;
  coachId: number | null;
  name: string | null;
  attendingLimit: number;
  queueLimit: number;
  onlineLimit: number | null;
  externalQuota: number | null;
  classLayoutId: number | null;
  startTime: string;
  /** Minutes. */
  duration: number;
  summary: string | null;
  description: string | null;
  instructionsComment: string | null;
}

/** A weekly series of classes (the collection's "Create the class_event recurrence"). */
export const recurrences = pgTable('recurrences', {
  tenantId: integer('tenant_id').notNull(),
  id: integer('id').notNull().generatedAlwaysAsIdentity(),
  clubId: integer('club_id').notNull(),
  startedOn: date('started_on').notNull(),
  endedOn: date('ended_on').notNull(),
  frequency: text('frequency', { enum: ['weekly'] }).notNull().default('weekly'),
  day: text('day', { enum: weekDays }).notNull(),
  excludedDates: date('excluded_dates').array().notNull().default(sql`'{}'::date[]`),
  extraDates: date('extra_dates').array().notNull().default(sql`'{}'::date[]`),
  template: jsonb('template').$type<RecurrenceTemplate>().notNull(),
  /** Set by DELETE /recurrences/{id}?from=: its classes from that day on are cancelled. */
  canceledFrom: date('canceled_from'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  index('recurrences_club_idx').on(t.tenantId, t.clubId),
  check('recurrences_dates_ordered', sql`${t.endedOn} >= ${t.startedOn}`),
  foreignKey({ columns: [t.tenantId, t.clubId], foreignColumns: [clubs.tenantId, clubs.id] }).onDelete('cascade'),
]);

export interface LayoutSpot { number: number; label: string; x: number; y: number }

/** The spots of a studio (bikes, rowers), on a grid: a class with a layout books spots. */
export const classLayouts = pgTable('class_layouts', {
  tenantId: integer('tenant_id').notNull(),
  id: integer('id').notNull().generatedAlwaysAsIdentity(),
  clubId: integer('club_id').notNull(),
  studioId: integer('studio_id').notNull(),
  name: text('name').notNull(),
  spots: jsonb('spots').$type<LayoutSpot[]>().notNull(),
  archivedAt: timestamp('archived_at', { withTimezone: true }),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  index('class_layouts_club_idx').on(t.tenantId, t.clubId),
  foreignKey({ columns: [t.tenantId, t.clubId], foreignColumns: [clubs.tenantId, clubs.id] }).onDelete('cascade'),
  foreignKey({ columns: [t.tenantId, t.studioId], foreignColumns: [studios.tenantId, studios.id] }).onDelete('cascade'),
]);

export const penaltyKinds = ['no_show', 'late_cancel'] as const;
export type PenaltyKind = (typeof penaltyKinds)[number];
export const penalties = ['block_booking', 'fee'] as const;
export type Penalty = (typeof penalties)[number];

/** NoShowScenario and LateCancelScenario (CONTRACT §14), one table told apart by `kind`. */
export const penaltyScenarios = pgTable('penalty_scenarios', {
  tenantId: integer('tenant_id').notNull(),
  id: integer('id').notNull().generatedAlwaysAsIdentity(),
  kind: text('kind', { enum: penaltyKinds }).notNull(),
  clubId: integer('club_id').notNull(),
  name: text('name').notNull(),
  periodDays: integer('period_days').notNull(),
  threshold: integer('threshold').notNull(),
  penalty: text('penalty', { enum: penalties }).notNull(),
  blockDays: integer('block_days'),
  amount: integer('amount'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  index('penalty_scenarios_club_idx').on(t.tenantId, t.clubId, t.kind),
  check('penalty_scenarios_threshold', sql`${t.threshold} >= 1 AND ${t.periodDays} >= 1`),
  check('penalty_scenarios_block', sql`${t.penalty} <> 'block_booking' OR ${t.blockDays} >= 1`),
  check('penalty_scenarios_fee', sql`${t.penalty} <> 'fee' OR ${t.amount} >= 1`),
  foreignKey({ columns: [t.tenantId, t.clubId], foreignColumns: [clubs.tenantId, clubs.id] }).onDelete('cascade'),
]);

/**
 * A penalty a scenario applied to a contact, once per reaching of its threshold: the marks counted
 * for the next reaching are those after `appliedAt`. A `block_booking` one refuses bookings in the
 * club until `endsOn` (included) unless staff lifted it.
 */
export const penaltyApplications = pgTable('penalty_applications', {
  tenantId: integer('tenant_id').notNull(),
  id: integer('id').notNull().generatedAlwaysAsIdentity(),
  scenarioId: integer('scenario_id').notNull(),
  clubId: integer('club_id').notNull(),
  contactId: integer('contact_id').notNull(),
  kind: text('kind', { enum: penaltyKinds }).notNull(),
  penalty: text('penalty', { enum: penalties }).notNull(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull(),
  endsOn: date('ends_on'),
  incidentId: integer('incident_id'),
  liftedAt: timestamp('lifted_at', { withTimezone: true }),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  index('penalty_applications_contact_idx').on(t.tenantId, t.contactId, t.clubId),
  foreignKey({ columns: [t.tenantId, t.scenarioId], foreignColumns: [penaltyScenarios.tenantId, penaltyScenarios.id] }).onDelete('cascade'),
  foreignKey({ columns: [t.tenantId, t.contactId], foreignColumns: [contacts.tenantId, contacts.id] }).onDelete('cascade'),
]);

export type Recurrence = typeof recurrences.$inferSelect;
export type ClassLayout = typeof classLayouts.$inferSelect;
export type PenaltyScenario = typeof penaltyScenarios.$inferSelect;
export type PenaltyApplication = typeof penaltyApplications.$inferSelect;

import { sql } from 'drizzle-orm';
import { boolean, date, foreignKey, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clubs } from './tenancy';

export const contactStates = ['temp', 'prospect', 'client', 'old_client', 'banned'] as const;
export type ContactState = (typeof contactStates)[number];

/** People known to a club. E-mail is unique per tenant, case-insensitively. */
export const contacts = pgTable('contacts', {
  tenantId: integer('tenant_id').notNull(),
  id: integer('id').notNull().generatedAlwaysAsIdentity(),
  number: text('number').notNull(),
  clubId: integer('club_id').notNull(),
  email: text('email').notNull(),
  familyName: text('family_name').notNull().default(''),
  givenName: text('given_name').notNull().default(''),
  birthDate: date('birth_date', { mode: 'string' }),
  gender: text('gender'),
  mobile: text('mobile'),
  landline: text('landline'),
  addressCountry: text('address_country'),
  addressCountryIso: text('address_country_iso'),
  addressLocality: text('address_locality'),
  postalCode: text('postal_code'),
  streetAddress: text('street_address'),
  supplement: text('supplement'),
  pictureId: text('picture_id'),
  sourceId: integer('source_id'),
  state: text('state', { enum: contactStates }).notNull().default('prospect'),
  parentalIdentificationValidated: boolean('parental_identification_validated').notNull().default(false),
  initialSalespersonId: integer('initial_salesperson_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  uniqueIndex('contacts_id_unique').on(t.id),
  uniqueIndex('contacts_email_unique').on(t.tenantId, sql`lower(${t.email})`),
  uniqueIndex('contacts_number_unique').on(t.tenantId, t.number),
  foreignKey({ columns: [t.tenantId, t.clubId], foreignColumns: [clubs.tenantId, clubs.id] }),
]);

export type Contact = typeof contacts.$inferSelect;

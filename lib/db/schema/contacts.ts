import { sql } from 'drizzle-orm';
import {
  bigint, boolean, date, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex,
} from 'drizzle-orm/pg-core';
import { LOCALES } from '../../i18n/locales';
import { referentials } from './referentials';
import { clubs, tenants } from './tenancy';

export const contactStates = ['temp', 'prospect', 'client', 'old_client', 'banned'] as const;
export type ContactState = (typeof contactStates)[number];

/** Origins of contacts ("sources must be created again in production"). */
export const sources = pgTable('sources', {
  tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
  id: integer('id').notNull().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  /** Kept for the contacts that name it, no longer offered (a DELETE of one in use archives it). */
  archived: boolean('archived').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  uniqueIndex('sources_name_unique').on(t.tenantId, sql`lower(${t.name})`),
]);

/** The last contact number handed out per tenant (numbers are tenant-wide: C000001, C000002, …). */
export const contactCounters = pgTable('contact_counters', {
  tenantId: integer('tenant_id').primaryKey().references(() => tenants.id, { onDelete: 'cascade' }),
  lastNumber: bigint('last_number', { mode: 'number' }).notNull().default(0),
});

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
  /** Referentials (lib/db/schema/referentials.ts) of the family the column names. */
  occupationId: integer('occupation_id'),
  companyId: integer('company_id'),
  prescriberId: integer('prescriber_id'),
  /** Ids of `goals` and `motivations` referentials, in the order given; checked when written, kept by archiving. */
  goalIds: integer('goal_ids').array().notNull().default(sql`'{}'::integer[]`),
  motivationIds: integer('motivation_ids').array().notNull().default(sql`'{}'::integer[]`),
  state: text('state', { enum: contactStates }).notNull().default('prospect'),
  parentalIdentificationValidated: boolean('parental_identification_validated').notNull().default(false),
  initialSalespersonId: integer('initial_salesperson_id'),
  /** The language e-mails and texts go out in: the contact's own choice; null means their club's default language. */
  language: text('language', { enum: LOCALES }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** When staff erased the person's data (GDPR): identity blanked, money history kept (CONTRACT §6). */
  erasedAt: timestamp('erased_at', { withTimezone: true }),
  /** Who erased it: the staff member's e-mail or the API client's id. */
  erasedBy: text('erased_by'),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  uniqueIndex('contacts_email_unique').on(t.tenantId, sql`lower(${t.email})`),
  uniqueIndex('contacts_number_unique').on(t.tenantId, t.number),
  index('contacts_family_name_idx').on(t.tenantId, sql`lower(${t.familyName})`),
  index('contacts_club_idx').on(t.tenantId, t.clubId),
  foreignKey({ columns: [t.tenantId, t.clubId], foreignColumns: [clubs.tenantId, clubs.id] }),
  foreignKey({ columns: [t.tenantId, t.sourceId], foreignColumns: [sources.tenantId, sources.id] }),
  foreignKey({ columns: [t.tenantId, t.occupationId], foreignColumns: [referentials.tenantId, referentials.id] }),
  foreignKey({ columns: [t.tenantId, t.companyId], foreignColumns: [referentials.tenantId, referentials.id] }),
  foreignKey({ columns: [t.tenantId, t.prescriberId], foreignColumns: [referentials.tenantId, referentials.id] }),
]);

/**
 * A contact's tags. `accounting` tags are set by finance (for example `blocking_debt` while a debt
 * is open) and emit the accounting_contact_tag events; a name starting with `blocking` blocks the contact.
 */
export const contactTags = pgTable('contact_tags', {
  tenantId: integer('tenant_id').notNull(),
  id: integer('id').notNull().generatedAlwaysAsIdentity(),
  contactId: integer('contact_id').notNull(),
  name: text('name').notNull(),
  validFrom: date('valid_from', { mode: 'string' }).notNull(),
  validThrough: date('valid_through', { mode: 'string' }),
  accounting: boolean('accounting').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  index('contact_tags_contact_idx').on(t.tenantId, t.contactId),
  foreignKey({ columns: [t.tenantId, t.contactId], foreignColumns: [contacts.tenantId, contacts.id] }).onDelete('cascade'),
]);

export const identificatorTypes = ['badge', 'qrcode'] as const;
export type IdentificatorType = (typeof identificatorTypes)[number];

/**
 * Identificators (badges and QR codes, CONTRACT §11): a number carried by a contact, unique per
 * tenant and type. Disabled by a closure (and back on its cancellation); revoked for good.
 */
export const identificators = pgTable('identificators', {
  tenantId: integer('tenant_id').notNull(),
  id: integer('id').notNull().generatedAlwaysAsIdentity(),
  contactId: integer('contact_id').notNull(),
  type: text('type', { enum: identificatorTypes }).notNull().default('badge'),
  number: text('number').notNull(),
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  uniqueIndex('identificators_number_unique').on(t.tenantId, t.type, t.number),
  index('identificators_contact_idx').on(t.tenantId, t.contactId),
  foreignKey({ columns: [t.tenantId, t.contactId], foreignColumns: [contacts.tenantId, contacts.id] }).onDelete('cascade'),
]);

export const optinChannels = ['email', 'text_message', 'postal_mail'] as const;
export const optinTypes = ['news', 'legal', 'advertising', 'partners'] as const;
export type OptinChannel = (typeof optinChannels)[number];
export type OptinType = (typeof optinTypes)[number];

/** Communication consents: exactly one per channel and type for every contact (12), from creation. */
export const optins = pgTable('optins', {
  tenantId: integer('tenant_id').notNull(),
  id: integer('id').notNull().generatedAlwaysAsIdentity(),
  contactId: integer('contact_id').notNull(),
  channel: text('channel', { enum: optinChannels }).notNull(),
  type: text('type', { enum: optinTypes }).notNull(),
  isAuthorized: boolean('is_authorized').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  uniqueIndex('optins_contact_channel_type_unique').on(t.tenantId, t.contactId, t.channel, t.type),
  foreignKey({ columns: [t.tenantId, t.contactId], foreignColumns: [contacts.tenantId, contacts.id] }).onDelete('cascade'),
]);

export const contactMigrationRequestStates = ['pending', 'validated', 'canceled', 'expired'] as const;
export type ContactMigrationRequestState = (typeof contactMigrationRequestStates)[number];

/**
 * A contact's move to another club, confirmed by a code e-mailed to the contact (CONTRACT §10).
 * `contact_id` has no foreign key: the contact is deleted (or erased) when the move is validated, and
 * the request stays as its record; `result_contact_id` is the contact it became in the target club.
 * Each row is one code sent: they count the codes a contact was sent (lib/domain/limits/codes-per-contact.ts).
 */
export const contactMigrationRequests = pgTable('contact_migration_requests', {
  tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
  id: integer('id').notNull().generatedAlwaysAsIdentity(),
  contactId: integer('contact_id').notNull(),
  clubId: integer('club_id').notNull(),
  state: text('state', { enum: contactMigrationRequestStates }).notNull().default('pending'),
  codeHash: text('code_hash').notNull(),
  failedTries: integer('failed_tries').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  resultContactId: integer('result_contact_id'),
  validatedAt: timestamp('validated_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  index('contact_migration_requests_contact_idx').on(t.tenantId, t.contactId, t.createdAt),
  foreignKey({ columns: [t.tenantId, t.clubId], foreignColumns: [clubs.tenantId, clubs.id] }).onDelete('cascade'),
]);

export type Contact = typeof contacts.$inferSelect;
export type Source = typeof sources.$inferSelect;
export type ContactTag = typeof contactTags.$inferSelect;
export type Identificator = typeof identificators.$inferSelect;
export type Optin = typeof optins.$inferSelect;
export type ContactMigrationRequest = typeof contactMigrationRequests.$inferSelect;

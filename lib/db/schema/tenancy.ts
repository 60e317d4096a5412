import { sql } from 'drizzle-orm';
import {
  boolean, check, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex,
} from 'drizzle-orm/pg-core';
import { DEFAULT_LOCALE, LOCALES } from '../../i18n/locales';

/** Fields a tenant may require when a contact is created (spec: "depending on the configuration"). */
export const DEFAULT_REQUIRED_CONTACT_FIELDS = ['email', 'familyName', 'givenName', 'birthDate'];

export const tenants = pgTable('tenants', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  token: text('token').notNull().unique(),
  name: text('name').notNull(),
  requiredContactFields: jsonb('required_contact_fields').$type<string[]>().notNull()
    .default(DEFAULT_REQUIRED_CONTACT_FIELDS),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What a tenant lookup maps: a key that is unique across tenants and read before the tenant is known. */
export const tenantLookupKinds = [
  'api_client', // an OAuth client id (api_clients.client_id), read by the token endpoint
  'payment_token', // a payable object's token (payable_objects.token): the secret of the provider's page or form
  'payment_reference', // a provider's payment reference (payable_objects.provider_reference), read by its events
] as const;
export type TenantLookupKind = (typeof tenantLookupKinds)[number];

/**
 * Which tenant a global key belongs to (docs/decisions.md, "Distributing by tenant"): written in the
 * same transaction as the tenant's row it indexes, read first (one primary-key read) by the requests
 * that come with that key alone, which then read the row with its tenant_id. Its primary key keeps
 * the key unique across tenants, which the tenant's own table (distributed by tenant_id) cannot.
 * A reference table on Citus (create_reference_table): small, written rarely, read on every node.
 */
export const tenantLookups = pgTable('tenant_lookups', {
  kind: text('kind', { enum: tenantLookupKinds }).notNull(),
  /** The payment provider the key is unique for (payment_reference); empty for the kinds unique on their own. */
  provider: text('provider').notNull().default(''),
  key: text('key').notNull(),
  tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
}, (t) => [
  primaryKey({ columns: [t.kind, t.provider, t.key] }),
]);

export type SubscriptionKind = 'direct_debit' | 'upfront' | 'fixed_term';

/** A club's online-cancellation rules (CONTRACT §6), stored as one document per club. */
export interface OnlineCancellationSettings {
  enabled: boolean;
  subscriptionTypes: SubscriptionKind[];
  includedCancellationMotiveIds: number[];
  debtLimit: number;
  minimumDelayDays: number;
  noticePeriodDays: number;
  dailyQuota: number | null;
  eligibleTags: string[];
  prohibitedTags: string[];
}

export const DEFAULT_ONLINE_CANCELLATION: OnlineCancellationSettings = {
  enabled: false,
  subscriptionTypes: ['direct_debit'],
  includedCancellationMotiveIds: [],
  debtLimit: 0,
  minimumDelayDays: 0,
  noticePeriodDays: 0,
  dailyQuota: null,
  eligibleTags: [],
  prohibitedTags: [],
};

/**
 * The club's chart of accounts for the FEC export (CONTRACT §15), one account number per ledger
 * account, defaults from the French chart (lib/domain/exports/fec-accounts.ts).
 */
export interface AccountingAccounts {
  customers: string;
  customerAdvances: string;
  revenue: string;
  bank: string;
  cash: string;
  cheques: string;
  cards: string;
  paymentProvider: string;
  vatCollected: string;
}

export const DEFAULT_ACCOUNTING_ACCOUNTS: AccountingAccounts = {
  customers: '411', customerAdvances: '4191', revenue: '706', bank: '512', cash: '530',
  cheques: '5112', cards: '5115', paymentProvider: '467', vatCollected: '4457',
};

export const clubs = pgTable('clubs', {
  tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
  id: integer('id').notNull().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  code: text('code').notNull(),
  timeZone: text('time_zone').notNull().default('Europe/Paris'),
  debitDays: integer('debit_days').array().notNull().default(sql`'{5}'::integer[]`),
  onlinePayment: boolean('online_payment').notNull().default(true),
  bookingWindowDays: integer('booking_window_days').notNull().default(14),
  lateCancelHours: integer('late_cancel_hours').notNull().default(12),
  /** The language its members and staff are addressed in when neither they nor their browser choose one. */
  defaultLanguage: text('default_language', { enum: LOCALES }).notNull().default(DEFAULT_LOCALE),
  onlineCancellation: jsonb('online_cancellation').$type<OnlineCancellationSettings>().notNull()
    .default(DEFAULT_ONLINE_CANCELLATION),
  /**
   * The motive a cancellation takes when the member gives none (CONTRACT §15, the quick cancellation the
   * law asks for): one of the tenant's motives; when unset, archived or not included online, the first
   * motive the club includes is taken.
   */
  defaultCancellationMotiveId: integer('default_cancellation_motive_id'),
  /** Access control (CONTRACT §11, §15): how many members it holds (shown beside presence), and how long an `in` forbids another. */
  capacity: integer('capacity'),
  antiPassbackMinutes: integer('anti_passback_minutes').notNull().default(0),
  /** Suspensions (CONTRACT §15): the shortest and longest a member may ask for, in days. */
  suspensionMinDays: integer('suspension_min_days').notNull().default(7),
  suspensionMaxDays: integer('suspension_max_days').notNull().default(90),
  /** What accepting a suspension costs the member, in cents (0: free): opened as a debt (incident `suspension_fee`). */
  suspensionFee: integer('suspension_fee').notNull().default(0),
  /**
   * Legal details (CONTRACT §12, §15), printed on contracts and invoices: the company that runs the
   * club, its address, registration (SIREN/SIRET or the country's) and VAT numbers.
   */
  legalName: text('legal_name'),
  legalAddress: text('legal_address'),
  registrationNumber: text('registration_number'),
  vatNumber: text('vat_number'),
  /** The SEPA creditor the club's direct debits are collected for (CONTRACT §12): identifier (CdtrSchmeId), account. */
  sepaCreditorId: text('sepa_creditor_id'),
  creditorIban: text('creditor_iban'),
  creditorBic: text('creditor_bic'),
  /** Account numbers of the FEC export (CONTRACT §15); a key left out takes its default. */
  accountingAccounts: jsonb('accounting_accounts').$type<Partial<AccountingAccounts>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  uniqueIndex('clubs_tenant_code_unique').on(t.tenantId, t.code),
  check('clubs_booking_window_positive', sql`${t.bookingWindowDays} >= 0`),
  check('clubs_suspension_days', sql`${t.suspensionMinDays} >= 1 and ${t.suspensionMaxDays} >= ${t.suspensionMinDays}`),
  check('clubs_suspension_fee', sql`${t.suspensionFee} >= 0`),
  check('clubs_access_settings', sql`${t.antiPassbackMinutes} >= 0 and (${t.capacity} is null or ${t.capacity} >= 0)`),
]);

export const networkNodeTypes = ['group', 'franchise', 'club'] as const;
export type NetworkNodeType = (typeof networkNodeTypes)[number];

/** The network is a tree (parentId); the API serves it flat, children as IRIs (release 6.5.0). */
export const networkNodes = pgTable('network_nodes', {
  tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
  id: integer('id').notNull().generatedAlwaysAsIdentity(),
  parentId: integer('parent_id'),
  name: text('name').notNull(),
  alias: text('alias'),
  type: text('type', { enum: networkNodeTypes }).notNull(),
  clubId: integer('club_id'),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  uniqueIndex('network_nodes_club_unique').on(t.tenantId, t.clubId),
  index('network_nodes_parent_idx').on(t.tenantId, t.parentId),
  foreignKey({ columns: [t.tenantId, t.parentId], foreignColumns: [t.tenantId, t.id] }).onDelete('cascade'),
  foreignKey({ columns: [t.tenantId, t.clubId], foreignColumns: [clubs.tenantId, clubs.id] }).onDelete('cascade'),
  check('network_nodes_club_iff_type', sql`(${t.type} = 'club') = (${t.clubId} IS NOT NULL)`),
]);

/** One row per entry of a club's sharingBookingClubs: either a club or a group (network node). */
export const clubBookingShares = pgTable('club_booking_shares', {
  tenantId: integer('tenant_id').notNull(),
  clubId: integer('club_id').notNull(),
  position: integer('position').notNull(),
  targetClubId: integer('target_club_id'),
  targetNodeId: integer('target_node_id'),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.clubId, t.position] }),
  foreignKey({ columns: [t.tenantId, t.clubId], foreignColumns: [clubs.tenantId, clubs.id] }).onDelete('cascade'),
  foreignKey({ columns: [t.tenantId, t.targetClubId], foreignColumns: [clubs.tenantId, clubs.id] }).onDelete('cascade'),
  foreignKey({ columns: [t.tenantId, t.targetNodeId], foreignColumns: [networkNodes.tenantId, networkNodes.id] })
    .onDelete('cascade'),
  check('club_booking_shares_one_target', sql`(${t.targetClubId} IS NULL) <> (${t.targetNodeId} IS NULL)`),
]);

export type Tenant = typeof tenants.$inferSelect;
export type TenantLookup = typeof tenantLookups.$inferSelect;
export type Club = typeof clubs.$inferSelect;
export type NetworkNode = typeof networkNodes.$inferSelect;

import { sql } from 'drizzle-orm';
import {
  check, date, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex,
} from 'drizzle-orm/pg-core';
import { contacts } from './contacts';
import { invoices } from './invoices';
import { subscriptions } from './subscriptions';
import { clubs } from './tenancy';

export const mandateStates = ['pending_signature', 'active', 'revoked'] as const;
export type MandateState = (typeof mandateStates)[number];

/**
 * A SEPA direct-debit mandate (CONTRACT §9.7): the bank account a club collects a contact's
 * installments from. The IBAN is kept whole (the bank adapter needs it) and answered masked. The
 * contact's name and address are as the mandate was signed (the spec's POST /mandates fields).
 */
export const mandates = pgTable('mandates', {
  tenantId: integer('tenant_id').notNull(),
  id: integer('id').notNull().generatedAlwaysAsIdentity(),
  contactId: integer('contact_id').notNull(),
  clubId: integer('club_id').notNull(),
  type: text('type').notNull().default('sepa'),
  /** The mandate's unique reference (RUM), unique per tenant. */
  reference: text('reference').notNull(),
  state: text('state', { enum: mandateStates }).notNull().default('pending_signature'),
  contactFamilyName: text('contact_family_name').notNull(),
  contactGivenName: text('contact_given_name').notNull(),
  contactNumber: text('contact_number').notNull(),
  addressCountry: text('address_country').notNull(),
  addressCountryIso: text('address_country_iso').notNull(),
  addressLocality: text('address_locality').notNull(),
  postalCode: text('postal_code').notNull(),
  streetAddress: text('street_address').notNull(),
  holder: text('holder').notNull(),
  /** Electronic format: upper case, no spaces. */
  iban: text('iban').notNull(),
  bic: text('bic').notNull(),
  bank: text('bank').notNull(),
  validFrom: date('valid_from', { mode: 'string' }).notNull(),
  signedAt: timestamp('signed_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  uniqueIndex('mandates_reference_unique').on(t.tenantId, t.reference),
  // One active mandate per contact and club: activation revokes the other first; this makes a race fail.
  uniqueIndex('mandates_active_unique').on(t.tenantId, t.contactId, t.clubId).where(sql`${t.state} = 'active'`),
  index('mandates_contact_idx').on(t.tenantId, t.contactId, t.id),
  foreignKey({ columns: [t.tenantId, t.contactId], foreignColumns: [contacts.tenantId, contacts.id] }).onDelete('cascade'),
  foreignKey({ columns: [t.tenantId, t.clubId], foreignColumns: [clubs.tenantId, clubs.id] }),
]);

export const signatureRequestStates = ['pending', 'signed', 'expired'] as const;
export type SignatureRequestState = (typeof signatureRequestStates)[number];

/**
 * An SMS signature of mandates and/or sales (CONTRACT §9.7): a 6-digit code sent to the contact's
 * mobile, kept only as a hash; 5 wrong codes or 15 minutes and it is expired.
 */
export const signatureRequests = pgTable('signature_requests', {
  tenantId: integer('tenant_id').notNull(),
  id: integer('id').notNull().generatedAlwaysAsIdentity(),
  contactId: integer('contact_id').notNull(),
  state: text('state', { enum: signatureRequestStates }).notNull().default('pending'),
  mandateIds: integer('mandate_ids').array().notNull().default(sql`'{}'::integer[]`),
  saleIds: integer('sale_ids').array().notNull().default(sql`'{}'::integer[]`),
  codeHash: text('code_hash').notNull(),
  failedTries: integer('failed_tries').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  signedAt: timestamp('signed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  index('signature_requests_contact_idx').on(t.tenantId, t.contactId, t.id),
  foreignKey({ columns: [t.tenantId, t.contactId], foreignColumns: [contacts.tenantId, contacts.id] }).onDelete('cascade'),
]);

/** What one club's billing day did, summed over every run of it (CONTRACT §9.8); one row per club and date. */
export const billingRuns = pgTable('billing_runs', {
  tenantId: integer('tenant_id').notNull(),
  id: integer('id').notNull().generatedAlwaysAsIdentity(),
  clubId: integer('club_id').notNull(),
  date: date('date', { mode: 'string' }).notNull(),
  invoices: integer('invoices').notNull().default(0),
  collected: integer('collected').notNull().default(0),
  rejected: integer('rejected').notNull().default(0),
  /**
   * The SEPA file's header (CONTRACT §12), fixed when the run first submits debits so the file
   * downloads identical however often: its creation time and the club's creditor as it was then.
   */
  fileCreatedAt: timestamp('file_created_at', { withTimezone: true }),
  creditorName: text('creditor_name'),
  creditorId: text('creditor_id'),
  creditorIban: text('creditor_iban'),
  creditorBic: text('creditor_bic'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  uniqueIndex('billing_runs_club_date_unique').on(t.tenantId, t.clubId, t.date),
  foreignKey({ columns: [t.tenantId, t.clubId], foreignColumns: [clubs.tenantId, clubs.id] }),
]);

/** `submitted`: recorded as sent to the bank, its answer not yet recorded (a crash in between leaves it so). */
export const billedInstallmentStates = ['planned', 'submitted', 'collected', 'rejected', 'no_mandate'] as const;
export const sepaSequenceTypes = ['FRST', 'RCUR'] as const;
export type SepaSequenceType = (typeof sepaSequenceTypes)[number];
export type BilledInstallmentState = (typeof billedInstallmentStates)[number];

/**
 * One subscription's installment due on one date: the key (tenant, subscription, debit date) is what
 * makes a billing day invoice each installment once, however often and by however many processes it
 * runs. Planned first, then claimed (FOR UPDATE SKIP LOCKED), invoiced and collected in one
 * transaction: a crash leaves it planned, and the next run picks it up.
 */
export const billedInstallments = pgTable('billed_installments', {
  tenantId: integer('tenant_id').notNull(),
  id: integer('id').notNull().generatedAlwaysAsIdentity(),
  subscriptionId: integer('subscription_id').notNull(),
  debitDate: date('debit_date', { mode: 'string' }).notNull(),
  clubId: integer('club_id').notNull(),
  contactId: integer('contact_id').notNull(),
  amountTI: integer('amount_ti').notNull(),
  periodStart: date('period_start', { mode: 'string' }).notNull(),
  periodEnd: date('period_end', { mode: 'string' }).notNull(),
  state: text('state', { enum: billedInstallmentStates }).notNull().default('planned'),
  invoiceId: integer('invoice_id'),
  mandateId: integer('mandate_id'),
  /** The SEPA EndToEndId it was submitted under (a bank's answer names it), and its sequence type. */
  endToEndId: text('end_to_end_id'),
  sequenceType: text('sequence_type', { enum: sepaSequenceTypes }),
  /** The bank's reason code when it rejected the debit (ISO 20022, e.g. AM04). */
  rejectReason: text('reject_reason'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  processedAt: timestamp('processed_at', { withTimezone: true }),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  uniqueIndex('billed_installments_due_unique').on(t.tenantId, t.subscriptionId, t.debitDate),
  index('billed_installments_planned_idx').on(t.tenantId, t.clubId, t.debitDate).where(sql`${t.state} = 'planned'`),
  index('billed_installments_submitted_idx').on(t.tenantId, t.clubId, t.debitDate).where(sql`${t.state} = 'submitted'`),
  uniqueIndex('billed_installments_end_to_end_unique').on(t.tenantId, t.endToEndId),
  index('billed_installments_mandate_idx').on(t.tenantId, t.mandateId),
  foreignKey({ columns: [t.tenantId, t.subscriptionId], foreignColumns: [subscriptions.tenantId, subscriptions.id] }).onDelete('cascade'),
  foreignKey({ columns: [t.tenantId, t.invoiceId], foreignColumns: [invoices.tenantId, invoices.id] }),
  check('billed_installments_amount', sql`${t.amountTI} > 0`),
]);

/**
 * A bank's answer uploaded by staff (CONTRACT §12): a pain.002 status report or a camt.054
 * notification; what it applied, found applied already, and could not match.
 */
export const bankStatements = pgTable('bank_statements', {
  tenantId: integer('tenant_id').notNull(),
  id: integer('id').notNull().generatedAlwaysAsIdentity(),
  format: text('format').notNull(),
  messageId: text('message_id'),
  rejects: integer('rejects').notNull(),
  duplicates: integer('duplicates').notNull(),
  unknown: text('unknown').array().notNull().default(sql`'{}'::text[]`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
]);

export type BankStatement = typeof bankStatements.$inferSelect;
export type Mandate = typeof mandates.$inferSelect;
export type SignatureRequest = typeof signatureRequests.$inferSelect;
export type BillingRun = typeof billingRuns.$inferSelect;
export type BilledInstallment = typeof billedInstallments.$inferSelect;

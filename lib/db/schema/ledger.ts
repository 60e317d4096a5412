import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenants } from './tenancy';

/**
 * The accounts money sits in (DESIGN.md, Money). Sign convention: a debit is positive, a credit
 * negative. So what a contact owes is a positive `receivable`; what the club holds for a contact (its
 * available amount, or wallet) is a negative `available`; what a checkout took is a positive balance.
 */
export const ledgerAccounts = [
  'receivable', // a contact's: invoiced and not paid (negative while a cart is paid ahead of its invoice)
  'available', // a contact's wallet: overpayments and payments on a sale that failed its check
  'checkout_cash', 'checkout_cheques', 'checkout_cards', // what a checkout took, by mean
  'provider_clearing', // online payments a provider validated through a (web) checkout, not yet paid out
  'bank', // what reached the club's bank account
  'revenue', // what the club sold (credited by invoices)
] as const;
export type LedgerAccount = (typeof ledgerAccounts)[number];

/** One money transaction: a balanced set of postings, caused by one thing (`kind` + `ref`, unique). */
export const ledgerTransactions = pgTable('ledger_transactions', {
  // No cascade reaches money (DESIGN.md, Money): a tenant with a ledger cannot be deleted.
  tenantId: integer('tenant_id').notNull().references(() => tenants.id),
  id: integer('id').notNull().generatedAlwaysAsIdentity(),
  kind: text('kind').notNull(),
  /** What caused it, such as `payments/12`: one transaction per cause and kind, so a replay cannot post twice. */
  ref: text('ref').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  uniqueIndex('ledger_transactions_cause_unique').on(t.tenantId, t.kind, t.ref),
]);

/**
 * Append-only, as the database enforces (migration 0017's triggers refuse UPDATE, DELETE and
 * TRUNCATE; a deferred constraint trigger refuses, at commit, a transaction whose postings do not
 * sum to zero per currency). Contacts, sales and invoices are referenced by id without a foreign key
 * on purpose: the ledger is history and outlives anything else.
 */
export const ledgerPostings = pgTable('ledger_postings', {
  tenantId: integer('tenant_id').notNull(),
  id: integer('id').notNull().generatedAlwaysAsIdentity(),
  transactionId: integer('transaction_id').notNull(),
  account: text('account', { enum: ledgerAccounts }).notNull(),
  contactId: integer('contact_id'),
  checkoutId: integer('checkout_id'),
  /** The sale a receivable posting is about: a sale's paid amount is read from these. */
  saleId: integer('sale_id'),
  invoiceId: integer('invoice_id'),
  /** Cents; debit positive, credit negative. */
  amount: integer('amount').notNull(),
  currency: text('currency').notNull().default('EUR'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  index('ledger_postings_transaction_idx').on(t.tenantId, t.transactionId),
  foreignKey({ columns: [t.tenantId, t.transactionId], foreignColumns: [ledgerTransactions.tenantId, ledgerTransactions.id] }),
  index('ledger_postings_contact_idx').on(t.tenantId, t.contactId, t.account).where(sql`${t.contactId} IS NOT NULL`),
  index('ledger_postings_sale_idx').on(t.tenantId, t.saleId).where(sql`${t.saleId} IS NOT NULL`),
  // What was paid towards an invoice that is not a sale's (invoice-money.ts, contact-debt.ts's overdue part).
  index('ledger_postings_invoice_idx').on(t.tenantId, t.invoiceId).where(sql`${t.invoiceId} IS NOT NULL`),
  index('ledger_postings_checkout_idx').on(t.tenantId, t.checkoutId, t.account).where(sql`${t.checkoutId} IS NOT NULL`),
  check('ledger_postings_nonzero', sql`${t.amount} <> 0`),
  check('ledger_postings_owner', sql`(${t.account} NOT IN ('receivable', 'available') OR ${t.contactId} IS NOT NULL)
    AND (${t.account} NOT IN ('checkout_cash', 'checkout_cheques', 'checkout_cards', 'provider_clearing') OR ${t.checkoutId} IS NOT NULL)`),
]);

/**
 * Each contact's available amount (wallet), kept by a trigger on every `available` posting
 * (migration 0017) so that the database itself refuses a negative wallet: the row is updated, hence
 * locked, by each posting, and its CHECK fails the posting that would overdraw it, however many
 * transactions spend it at once. Balances are still read as sums of postings (balances.ts); this row
 * exists for the constraint.
 */
export const contactWallets = pgTable('contact_wallets', {
  tenantId: integer('tenant_id').notNull(),
  contactId: integer('contact_id').notNull(),
  /** Cents the club holds for the contact: the opposite of the `available` postings' sum. */
  available: integer('available').notNull().default(0),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.contactId] }),
  check('contact_wallets_not_negative', sql`${t.available} >= 0`),
]);

/**
 * Each transaction's club, as the FEC reads it (lib/domain/exports/export-fec.ts): that of the first of
 * its postings naming a checkout, else an invoice, else a sale, else a contact. Kept by a statement
 * trigger on ledger_postings (migration 0034), recomputed from all the transaction's postings each time
 * some arrive, so that a club's FEC reads its own transactions by index instead of judging every
 * transaction of the network. A transaction naming none of these has no row (no club's FEC has it).
 */
export const ledgerTransactionClubs = pgTable('ledger_transaction_clubs', {
  tenantId: integer('tenant_id').notNull(),
  transactionId: integer('transaction_id').notNull(),
  clubId: integer('club_id').notNull(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.transactionId] }),
  index('ledger_transaction_clubs_club_idx').on(t.tenantId, t.clubId, t.transactionId),
]);

export type LedgerTransaction = typeof ledgerTransactions.$inferSelect;
export type LedgerPosting = typeof ledgerPostings.$inferSelect;

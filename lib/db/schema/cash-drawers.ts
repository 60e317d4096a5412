// The cash drawer of a desk checkout (issue 34, CONTRACT §10 `totalCashAmount`): opened with a counted
// float, closed with a count. One row per drawer; its closing is written on the same row, once.
// The cash it took is read from the ledger (`checkout_cash` postings of its checkout), never copied:
// `ledgerStart` is the checkout's cash balance when the previous drawer closed (its `ledgerEnd`), so the
// drawers chain and a payment committed during a closing lands in exactly one of them.
import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, primaryKey, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { checkouts } from './sales';
import { clubs } from './tenancy';

export const cashDrawers = pgTable('cash_drawers', {
  tenantId: integer('tenant_id').notNull(),
  id: integer('id').notNull().generatedAlwaysAsIdentity(),
  checkoutId: integer('checkout_id').notNull(),
  clubId: integer('club_id').notNull(),
  /** Cents counted into the drawer at opening. */
  floatAmount: integer('float_amount').notNull(),
  /** The checkout's `checkout_cash` ledger balance at the previous closing (0 before the first). */
  ledgerStart: integer('ledger_start').notNull(),
  openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
  /** Staff user ids, kept without a key so a departed user's drawers stay (their name is looked up). */
  openedBy: integer('opened_by'),
  closedAt: timestamp('closed_at', { withTimezone: true }),
  closedBy: integer('closed_by'),
  /** The ledger balance read under the closing's lock: the next drawer's `ledgerStart`. */
  ledgerEnd: integer('ledger_end'),
  expectedAmount: integer('expected_amount'),
  countedAmount: integer('counted_amount'),
  /** counted − expected: positive over, negative short. */
  differenceAmount: integer('difference_amount'),
  /** When the drawer first held more than the club's limit (the alert is queued once per drawer). */
  limitExceededAt: timestamp('limit_exceeded_at', { withTimezone: true }),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  uniqueIndex('cash_drawers_one_open').on(t.tenantId, t.checkoutId).where(sql`${t.closedAt} IS NULL`),
  index('cash_drawers_checkout_idx').on(t.tenantId, t.checkoutId, t.closedAt),
  index('cash_drawers_club_idx').on(t.tenantId, t.clubId, t.closedAt),
  foreignKey({ columns: [t.tenantId, t.checkoutId], foreignColumns: [checkouts.tenantId, checkouts.id] }).onDelete('cascade'),
  check('cash_drawers_float', sql`${t.floatAmount} >= 0`),
  check('cash_drawers_counted', sql`${t.countedAmount} IS NULL OR ${t.countedAmount} >= 0`),
  check('cash_drawers_closing_whole', sql`(${t.closedAt} IS NULL) = (${t.countedAmount} IS NULL)
    AND (${t.closedAt} IS NULL) = (${t.ledgerEnd} IS NULL) AND (${t.closedAt} IS NULL) = (${t.expectedAmount} IS NULL)
    AND (${t.closedAt} IS NULL) = (${t.differenceAmount} IS NULL)`),
]);

export type CashDrawer = typeof cashDrawers.$inferSelect;

/** The club's cash limit (cents): a drawer holding more raises an alert; no row or null: no limit. */
export const cashDrawerSettings = pgTable('cash_drawer_settings', {
  tenantId: integer('tenant_id').notNull(),
  clubId: integer('club_id').notNull(),
  cashDrawerLimit: integer('cash_drawer_limit'),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.clubId] }),
  foreignKey({ columns: [t.tenantId, t.clubId], foreignColumns: [clubs.tenantId, clubs.id] }).onDelete('cascade'),
  check('cash_drawer_settings_limit', sql`${t.cashDrawerLimit} IS NULL OR ${t.cashDrawerLimit} > 0`),
]);

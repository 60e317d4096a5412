// Closes a drawer with the cash counted in it: expected (float + cash since opening, from the ledger)
// and the difference are written once, on the drawer's row. Safe to retry and to race: the checkout's
// lock runs closings one after the other; a repeat with the same count answers the closing already
// made, a different count is refused.
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cashDrawers, type CashDrawer } from '../../db/schema';
import { now } from '../../time/clock';
import { DomainError, invalidField, notFound } from '../errors';
import { expectedCash, ledgerCashOf } from './drawer-cash';
import { lockDeskCheckout } from './lock-checkout';

export interface CloseCashDrawer {
  tenantId: number;
  drawerId: number;
  countedAmount: number;
  staffUserId: number | null;
  /** A club-confined caller's club: another club's drawer is refused. */
  clubId?: number | undefined;
}

export async function closeCashDrawer(db: Executor, input: CloseCashDrawer): Promise<CashDrawer> {
  if (!Number.isSafeInteger(input.countedAmount) || input.countedAmount < 0) {
    throw invalidField('countedAmount', 'cash-drawer.count', 'The count is a whole number of cents, 0 or more.');
  }
  const which = and(eq(cashDrawers.tenantId, input.tenantId), eq(cashDrawers.id, input.drawerId));
  const [seen] = await db.select({ checkoutId: cashDrawers.checkoutId, clubId: cashDrawers.clubId }).from(cashDrawers).where(which);
  if (!seen) throw notFound('Cash drawer');
  if (input.clubId !== undefined && input.clubId !== seen.clubId) throw new DomainError('api.error.scope.unauthorized-club', 'This token is restricted to another club.');
  await lockDeskCheckout(db, input.tenantId, seen.checkoutId);
  const [drawer] = await db.select().from(cashDrawers).where(which);
  if (!drawer) throw notFound('Cash drawer');
  if (drawer.closedAt) {
    if (drawer.countedAmount === input.countedAmount) return drawer;
    throw new DomainError('api.error.cash-drawer.not-open', 'This drawer is already closed.');
  }
  const ledgerEnd = await ledgerCashOf(db, input.tenantId, drawer.checkoutId);
  const expected = expectedCash(drawer, ledgerEnd);
  const [closed] = await db.update(cashDrawers).set({
    closedAt: now(), closedBy: input.staffUserId, ledgerEnd, expectedAmount: expected,
    countedAmount: input.countedAmount, differenceAmount: input.countedAmount - expected,
  }).where(which).returning();
  return closed!;
}

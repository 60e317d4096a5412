// Opens a desk checkout's drawer with a counted float. Safe to retry: the same float on an already
// open drawer answers that drawer; a different one is refused (someone else opened it). A drawer starts
// where the previous one closed (cash taken between two drawers is in the next one); the checkout's
// first drawer starts from the cash taken so far, which was never in a drawer.
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cashDrawers, type CashDrawer } from '../../db/schema';
import { DomainError, invalidField } from '../errors';
import { ledgerCashOf } from './drawer-cash';
import { lockDeskCheckout } from './lock-checkout';

export interface OpenCashDrawer {
  tenantId: number;
  checkoutId: number;
  floatAmount: number;
  staffUserId: number | null;
  /** A club-confined caller's club: another club's checkout is refused. */
  clubId?: number | undefined;
}

export async function openCashDrawer(db: Executor, input: OpenCashDrawer): Promise<CashDrawer> {
  if (!Number.isSafeInteger(input.floatAmount) || input.floatAmount < 0) {
    throw invalidField('floatAmount', 'cash-drawer.float', 'The float is a whole number of cents, 0 or more.');
  }
  const { clubId } = await lockDeskCheckout(db, input.tenantId, input.checkoutId);
  if (input.clubId !== undefined && input.clubId !== clubId) throw new DomainError('api.error.scope.unauthorized-club', 'This token is restricted to another club.');
  const mine = and(eq(cashDrawers.tenantId, input.tenantId), eq(cashDrawers.checkoutId, input.checkoutId));
  const [open] = await db.select().from(cashDrawers).where(and(mine, isNull(cashDrawers.closedAt)));
  if (open) {
    if (open.floatAmount === input.floatAmount) return open;
    throw new DomainError('api.error.cash-drawer.already-open', 'This checkout\'s drawer is already open.');
  }
  const [last] = await db.select({ ledgerEnd: cashDrawers.ledgerEnd }).from(cashDrawers)
    .where(and(mine, isNotNull(cashDrawers.closedAt))).orderBy(desc(cashDrawers.closedAt), desc(cashDrawers.id)).limit(1);
  const [row] = await db.insert(cashDrawers).values({
    tenantId: input.tenantId, checkoutId: input.checkoutId, clubId, floatAmount: input.floatAmount,
    ledgerStart: last?.ledgerEnd ?? await ledgerCashOf(db, input.tenantId, input.checkoutId), openedBy: input.staffUserId,
  }).returning();
  return row!;
}

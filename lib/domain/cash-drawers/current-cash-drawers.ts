// The open drawer of each desk checkout and the cash it holds now (what `totalCashAmount` answers).
// A checkout without an open drawer holds the cash taken since its last closing (no float counted).
import { and, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cashDrawers, type CashDrawer } from '../../db/schema';
import { checkoutsCash } from '../ledger/balances';
import { expectedCash } from './drawer-cash';

export interface DrawerNow {
  checkoutId: number;
  drawer: CashDrawer | null;
  /** Cents in the drawer now: float + cash since it opened (or cash since the last closing). */
  cash: number;
}

export async function currentCashDrawers(db: Executor, tenantId: number, checkoutIds: number[]): Promise<Map<number, DrawerNow>> {
  const found = new Map<number, DrawerNow>();
  if (checkoutIds.length === 0) return found;
  const mine = and(eq(cashDrawers.tenantId, tenantId), inArray(cashDrawers.checkoutId, checkoutIds));
  const [ledger, open, closed] = await Promise.all([
    checkoutsCash(db, tenantId, checkoutIds),
    db.select().from(cashDrawers).where(and(mine, isNull(cashDrawers.closedAt))),
    db.selectDistinctOn([cashDrawers.checkoutId], { checkoutId: cashDrawers.checkoutId, ledgerEnd: cashDrawers.ledgerEnd }).from(cashDrawers)
      .where(and(mine, isNotNull(cashDrawers.closedAt))).orderBy(cashDrawers.checkoutId, desc(cashDrawers.closedAt), desc(cashDrawers.id)),
  ]);
  for (const checkoutId of checkoutIds) {
    const balance = ledger.get(checkoutId) ?? 0;
    const drawer = open.find((d) => d.checkoutId === checkoutId) ?? null;
    // Never a drawer: the cash taken so far counts (what `totalCashAmount` answered before drawers).
    const lastEnd = closed.find((c) => c.checkoutId === checkoutId)?.ledgerEnd ?? 0;
    found.set(checkoutId, { checkoutId, drawer, cash: drawer ? expectedCash(drawer, balance) : balance - lastEnd });
  }
  return found;
}

// What a drawer holds, from the ledger (the one writer of money): its float plus the checkout's
// `checkout_cash` postings since the previous closing (cash taken positive, cash paid out negative).
import type { Executor } from '../../db/client';
import type { CashDrawer } from '../../db/schema';
import { checkoutsCash } from '../ledger/balances';

export const cashSinceOpening = (drawer: CashDrawer, ledgerBalance: number): number => ledgerBalance - drawer.ledgerStart;

/** Cents expected in the drawer: float + cash in − cash out since it opened. */
export const expectedCash = (drawer: CashDrawer, ledgerBalance: number): number => drawer.floatAmount + cashSinceOpening(drawer, ledgerBalance);

export async function ledgerCashOf(db: Executor, tenantId: number, checkoutId: number): Promise<number> {
  return (await checkoutsCash(db, tenantId, [checkoutId])).get(checkoutId) ?? 0;
}

// GET /cash_drawers: a tenant's drawers, newest opening first, by checkout, club and open/closed.
import { and, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cashDrawers, type CashDrawer } from '../../db/schema';
import { fetchPage, type Page, type PageRequest } from '../paging';

export interface CashDrawerFilters {
  tenantId: number;
  checkoutId?: number | undefined;
  clubId?: number | undefined;
  state?: 'open' | 'closed' | undefined;
}

export async function listCashDrawers(db: Executor, filters: CashDrawerFilters, page: PageRequest): Promise<Page<CashDrawer>> {
  const where: (SQL | undefined)[] = [eq(cashDrawers.tenantId, filters.tenantId)];
  if (filters.checkoutId !== undefined) where.push(eq(cashDrawers.checkoutId, filters.checkoutId));
  if (filters.clubId !== undefined) where.push(eq(cashDrawers.clubId, filters.clubId));
  if (filters.state === 'open') where.push(isNull(cashDrawers.closedAt));
  if (filters.state === 'closed') where.push(isNotNull(cashDrawers.closedAt));
  return fetchPage(page,
    (limit, offset) => db.select().from(cashDrawers).where(and(...where)).orderBy(desc(cashDrawers.openedAt), desc(cashDrawers.id)).limit(limit).offset(offset),
    () => db.select({ n: count() }).from(cashDrawers).where(and(...where)));
}

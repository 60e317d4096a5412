// The closed drawers of a club, newest first (each one's Z report).
import { and, desc, eq, isNotNull, lt, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cashDrawers, type CashDrawer } from '../../db/schema';

export async function listCashDrawerClosings(db: Executor, tenantId: number, clubId: number, options: { before?: number; limit?: number } = {}): Promise<CashDrawer[]> {
  return db.select().from(cashDrawers).where(and(
    eq(cashDrawers.tenantId, tenantId), eq(cashDrawers.clubId, clubId), isNotNull(cashDrawers.closedAt),
    options.before === undefined ? undefined : or(lt(cashDrawers.id, options.before)),
  )).orderBy(desc(cashDrawers.closedAt), desc(cashDrawers.id)).limit(options.limit ?? 50);
}

import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { checkouts, type CheckoutType } from '../../db/schema';
import { confinedClubId, type OperationContext } from '../context';
import { DomainError } from '../errors';
import { fetchPage, type Page, type PageRequest } from '../paging';
import { checkoutViews, type CheckoutView } from './checkout-view';

/** GET /checkouts: the tenant's checkouts, by club then id; a club-bound token sees its club's only. */
export async function listCheckouts(ctx: OperationContext & { clubId?: number; type?: CheckoutType; page: PageRequest }): Promise<Page<CheckoutView>> {
  const confined = confinedClubId(ctx.actor);
  if (confined !== undefined && ctx.clubId !== undefined && ctx.clubId !== confined) {
    throw new DomainError('api.error.scope.unauthorized-club', 'This token is restricted to another club.');
  }
  const clubId = confined ?? ctx.clubId;
  const filters: SQL[] = [eq(checkouts.tenantId, ctx.tenant.id)];
  if (clubId !== undefined) filters.push(eq(checkouts.clubId, clubId));
  if (ctx.type !== undefined) filters.push(eq(checkouts.type, ctx.type));
  const db = await getDb();
  const where = and(...filters);
  return fetchPage(ctx.page,
    async (limit, offset) => checkoutViews(db, ctx.tenant.id,
      await db.select().from(checkouts).where(where).orderBy(asc(checkouts.clubId), asc(checkouts.id)).limit(limit).offset(offset)),
    () => db.select({ n: count() }).from(checkouts).where(where));
}

import { and, asc, count, eq } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { sources, type Source } from '../../db/schema';
import type { OperationContext } from '../context';
import type { Page, PageRequest } from '../paging';

/** GET /sources: the tenant's contact origins. */
export async function listSources(ctx: OperationContext & { page: PageRequest }): Promise<Page<Source>> {
  const db = await getDb();
  const where = eq(sources.tenantId, ctx.tenant.id);
  const [items, [total]] = await Promise.all([
    db.select().from(sources).where(where).orderBy(asc(sources.id))
      .limit(ctx.page.itemsPerPage).offset((ctx.page.page - 1) * ctx.page.itemsPerPage),
    db.select({ n: count() }).from(sources).where(and(where)),
  ]);
  return { items, totalItems: total?.n ?? 0 };
}

import { and, asc, count, eq, isNull } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { cancellationMotives, type CancellationMotive } from '../../db/schema';
import type { OperationContext } from '../context';
import type { Page, PageRequest } from '../paging';

/** GET /cancellation_motives (admin): the tenant's list (archived motives are left out). */
export async function listMotives(ctx: OperationContext & { page: PageRequest }): Promise<Page<CancellationMotive>> {
  const db = await getDb();
  const where = and(eq(cancellationMotives.tenantId, ctx.tenant.id), isNull(cancellationMotives.archivedAt));
  const [items, [total]] = await Promise.all([
    db.select().from(cancellationMotives).where(where).orderBy(asc(cancellationMotives.id))
      .limit(ctx.page.itemsPerPage).offset((ctx.page.page - 1) * ctx.page.itemsPerPage),
    db.select({ n: count() }).from(cancellationMotives).where(where),
  ]);
  return { items, totalItems: total?.n ?? 0 };
}

import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { cancellationMotives, type CancellationMotive } from '../../db/schema';
import type { OperationContext } from '../context';
import { paginate, type Page, type PageRequest } from '../paging';
import { subscriptionClub } from './subscription-club';

/** GET /referentials/cancellation_motives: only the motives the acting club includes for online cancellation. */
export async function listClubMotives(ctx: OperationContext & { clubId: number; page: PageRequest }): Promise<Page<CancellationMotive>> {
  const db = await getDb();
  const { club } = await subscriptionClub(db, ctx.tenant.id, ctx.clubId);
  const ids = club.onlineCancellation.includedCancellationMotiveIds;
  const rows = ids.length === 0 ? [] : await db.select().from(cancellationMotives)
    .where(and(eq(cancellationMotives.tenantId, ctx.tenant.id), inArray(cancellationMotives.id, ids), isNull(cancellationMotives.archivedAt))).orderBy(asc(cancellationMotives.id));
  return paginate(rows, ctx.page);
}

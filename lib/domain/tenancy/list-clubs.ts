import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { clubs } from '../../db/schema';
import { confinedClubId, type OperationContext } from '../context';
import type { Page, PageRequest } from '../paging';
import { loadShares, type ClubWithShares } from './get-club';

/** The tenant's clubs, by id; a club-scoped token sees only its own club. */
export async function listClubs(ctx: OperationContext & { page: PageRequest }): Promise<Page<ClubWithShares>> {
  const db = await getDb();
  const filters: SQL[] = [eq(clubs.tenantId, ctx.tenant.id)];
  const confined = confinedClubId(ctx.actor);
  if (confined !== undefined) filters.push(eq(clubs.id, confined));
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db.select().from(clubs).where(where).orderBy(asc(clubs.id))
      .limit(ctx.page.itemsPerPage).offset((ctx.page.page - 1) * ctx.page.itemsPerPage),
    db.select({ n: count() }).from(clubs).where(where),
  ]);
  const shares = await loadShares(db, ctx.tenant.id, rows.map((r) => r.id));
  return {
    items: rows.map((club) => ({ ...club, sharingBookingClubs: shares.get(club.id) ?? [] })),
    totalItems: total?.n ?? 0,
  };
}

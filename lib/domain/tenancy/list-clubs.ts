import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { clubs } from '../../db/schema';
import { confinedClubId, type OperationContext } from '../context';
import { fetchPage, type Page, type PageRequest } from '../paging';
import { loadShares, type ClubWithShares } from './get-club';

/** The tenant's clubs, by id; a club-scoped token sees only its own club. */
export async function listClubs(ctx: OperationContext & { page: PageRequest }): Promise<Page<ClubWithShares>> {
  const db = await getDb();
  const filters: SQL[] = [eq(clubs.tenantId, ctx.tenant.id)];
  const confined = confinedClubId(ctx.actor);
  if (confined !== undefined) filters.push(eq(clubs.id, confined));
  const where = and(...filters);
  const found = await fetchPage(ctx.page,
    (limit, offset) => db.select().from(clubs).where(where).orderBy(asc(clubs.id)).limit(limit).offset(offset),
    () => db.select({ n: count() }).from(clubs).where(where));
  const shares = await loadShares(db, ctx.tenant.id, found.items.map((r) => r.id));
  return { ...found, items: found.items.map((club) => ({ ...club, sharingBookingClubs: shares.get(club.id) ?? [] })) };
}

import { and, asc, count, eq, sql } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { clubs } from '../../db/schema';
import { confinedClubId, type OperationContext } from '../context';
import { fetchPage, type Page, type PageRequest } from '../paging';
import { loadShares, shareTarget, type ClubWithShares } from './get-club';

// Each club with its sharingBookingClubs in one row (qualified names: see contacts/tags-json.ts).
const sharesJson = sql<{ targetClubId: number | null; targetNodeId: number | null }[]>`coalesce((
  SELECT json_agg(json_build_object('targetClubId', s.target_club_id, 'targetNodeId', s.target_node_id) ORDER BY s.position)
  FROM club_booking_shares s WHERE s.tenant_id = "clubs"."tenant_id" AND s.club_id = "clubs"."id"), '[]'::json)`;
const pageStatement = preparedStatement('clubs_page', (db, name) => db.select({ club: clubs, shares: sharesJson }).from(clubs)
  .where(eq(clubs.tenantId, sql.placeholder('tenantId'))).orderBy(asc(clubs.id))
  .limit(sql.placeholder('limit')).offset(sql.placeholder('offset')).prepare(name));
const countStatement = preparedStatement('clubs_count', (db, name) => db.select({ n: count() }).from(clubs)
  .where(eq(clubs.tenantId, sql.placeholder('tenantId'))).prepare(name));

/** The tenant's clubs, by id; a club-scoped token sees only its own club. */
export async function listClubs(ctx: OperationContext & { page: PageRequest }): Promise<Page<ClubWithShares>> {
  const tenantId = ctx.tenant.id;
  const confined = confinedClubId(ctx.actor);
  if (confined !== undefined) return confinedPage(tenantId, confined, ctx.page);
  const found = await fetchPage(ctx.page,
    async (limit, offset) => (await pageStatement()).execute({ tenantId, limit, offset }),
    async () => (await countStatement()).execute({ tenantId }));
  return { ...found, items: found.items.map(({ club, shares }) => ({ ...club, sharingBookingClubs: shares.map(shareTarget) })) };
}

/** A club-scoped token's view: its own club only. */
async function confinedPage(tenantId: number, clubId: number, page: PageRequest): Promise<Page<ClubWithShares>> {
  const db = await getDb();
  const where = and(eq(clubs.tenantId, tenantId), eq(clubs.id, clubId));
  const found = await fetchPage(page,
    (limit, offset) => db.select().from(clubs).where(where).orderBy(asc(clubs.id)).limit(limit).offset(offset),
    () => db.select({ n: count() }).from(clubs).where(where));
  const shares = await loadShares(tenantId, found.items.map((r) => r.id));
  return { ...found, items: found.items.map((club) => ({ ...club, sharingBookingClubs: shares.get(club.id) ?? [] })) };
}

import { and, asc, eq, inArray } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { clubs } from '../../db/schema';
import type { OperationContext } from '../context';
import { paginate, type Page, type PageRequest } from '../paging';
import { getClubOrThrow, loadShares, type ClubWithShares } from './get-club';
import { sharingBookingClubIds } from './sharing-booking-club-ids';

async function clubsByIds(tenantId: number, ids: number[]): Promise<ClubWithShares[]> {
  if (ids.length === 0) return [];
  const db = await getDb();
  const rows = await db.select().from(clubs)
    .where(and(eq(clubs.tenantId, tenantId), inArray(clubs.id, ids))).orderBy(asc(clubs.id));
  const shares = await loadShares(tenantId, ids);
  return rows.map((club) => ({ ...club, sharingBookingClubs: shares.get(club.id) ?? [] }));
}

/** GET /club_network_domain/sharingBooking: the unitary clubs a club shares bookings with. */
export async function listSharingBookingClubs(
  ctx: OperationContext & { clubId: number; page: PageRequest },
): Promise<Page<ClubWithShares>> {
  await getClubOrThrow(ctx, ctx.clubId); // a club-bound token: its own club only (403)
  const ids = await sharingBookingClubIds(await getDb(), ctx.tenant.id, ctx.clubId);
  return paginate(await clubsByIds(ctx.tenant.id, ids), ctx.page);
}

/** GET /club_network/clubs/: the acting club and every club it shares bookings with. */
export async function listNetworkClubs(
  ctx: OperationContext & { clubId: number; page: PageRequest },
): Promise<Page<ClubWithShares>> {
  const ids = await sharingBookingClubIds(await getDb(), ctx.tenant.id, ctx.clubId);
  return paginate(await clubsByIds(ctx.tenant.id, [ctx.clubId, ...ids].sort((a, b) => a - b)), ctx.page);
}

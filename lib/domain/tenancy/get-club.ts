import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { getDb } from '../../db/client';
import { clubBookingShares, clubs, type Club } from '../../db/schema';
import { confinedClubId, type OperationContext } from '../context';
import { DomainError, notFound } from '../errors';

/** A club's sharingBookingClubs entry: a club or a group of clubs (a network node). */
export type ShareTarget = { kind: 'club'; id: number } | { kind: 'node'; id: number };
export type ClubWithShares = Club & { sharingBookingClubs: ShareTarget[] };

export async function loadShares(db: Executor, tenantId: number, clubIds: number[]): Promise<Map<number, ShareTarget[]>> {
  const byClub = new Map<number, ShareTarget[]>(clubIds.map((id) => [id, []]));
  if (clubIds.length === 0) return byClub;
  const rows = await db.select().from(clubBookingShares)
    .where(and(eq(clubBookingShares.tenantId, tenantId), inArray(clubBookingShares.clubId, clubIds)))
    .orderBy(asc(clubBookingShares.clubId), asc(clubBookingShares.position));
  for (const row of rows) {
    const target: ShareTarget = row.targetClubId !== null
      ? { kind: 'club', id: row.targetClubId }
      : { kind: 'node', id: row.targetNodeId! };
    byClub.get(row.clubId)?.push(target);
  }
  return byClub;
}

/** Reads one club of the tenant; another tenant's club is "not found", a club outside a club-scoped token's reach is refused. */
export async function getClubOrThrow(
  { tenant, actor }: OperationContext, clubId: number, db?: Executor,
): Promise<ClubWithShares> {
  const executor = db ?? (await getDb());
  const [club] = await executor.select().from(clubs)
    .where(and(eq(clubs.tenantId, tenant.id), eq(clubs.id, clubId))).limit(1);
  if (!club) throw notFound('Club');
  const confined = confinedClubId(actor);
  if (confined !== undefined && confined !== club.id) {
    throw new DomainError('api.error.scope.unauthorized-club', 'This token is restricted to another club.');
  }
  const shares = await loadShares(executor, tenant.id, [club.id]);
  return { ...club, sharingBookingClubs: shares.get(club.id) ?? [] };
}

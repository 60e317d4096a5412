import { and, asc, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { getDb } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { clubBookingShares, clubs, type Club } from '../../db/schema';
import { confinedClubId, type OperationContext } from '../context';
import { DomainError, notFound } from '../errors';

/** A club's sharingBookingClubs entry: a club or a group of clubs (a network node). */
export type ShareTarget = { kind: 'club'; id: number } | { kind: 'node'; id: number };
export type ClubWithShares = Club & { sharingBookingClubs: ShareTarget[] };

const sharesStatement = preparedStatement('club_shares', (db, name) => db.select().from(clubBookingShares)
  .where(and(eq(clubBookingShares.tenantId, sql.placeholder('tenantId')), sql`${clubBookingShares.clubId} = any(${sql.placeholder('clubIds')})`))
  .orderBy(asc(clubBookingShares.clubId), asc(clubBookingShares.position)).prepare(name));

/** The sharingBookingClubs of each club; read inside `tx` when given (a club being changed). */
export async function loadShares(tenantId: number, clubIds: number[], tx?: Transaction): Promise<Map<number, ShareTarget[]>> {
  const byClub = new Map<number, ShareTarget[]>(clubIds.map((id) => [id, []]));
  if (clubIds.length === 0) return byClub;
  const rows = await (await sharesStatement(tx)).execute({ tenantId, clubIds });
  for (const row of rows) byClub.get(row.clubId)?.push(shareTarget(row));
  return byClub;
}

/** A share row as the club or group it names. */
export function shareTarget(row: { targetClubId: number | null; targetNodeId: number | null }): ShareTarget {
  return row.targetClubId !== null ? { kind: 'club', id: row.targetClubId } : { kind: 'node', id: row.targetNodeId! };
}

/** Reads one club of the tenant; another tenant's club is "not found", a club outside a club-scoped token's reach is refused. */
export async function getClubOrThrow(
  { tenant, actor }: OperationContext, clubId: number, tx?: Transaction,
): Promise<ClubWithShares> {
  const executor = tx ?? (await getDb());
  const [club] = await executor.select().from(clubs)
    .where(and(eq(clubs.tenantId, tenant.id), eq(clubs.id, clubId))).limit(1);
  if (!club) throw notFound('Club');
  const confined = confinedClubId(actor);
  if (confined !== undefined && confined !== club.id) {
    throw new DomainError('api.error.scope.unauthorized-club', 'This token is restricted to another club.');
  }
  const shares = await loadShares(tenant.id, [club.id], tx);
  return { ...club, sharingBookingClubs: shares.get(club.id) ?? [] };
}

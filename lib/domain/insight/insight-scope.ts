// Who may read the dashboard's figures, and for which clubs: the owner and managers (as for the
// exports and settings, assert-staff-role.ts), partner applications judged by their token at the API,
// the system (the weekly e-mail) by nobody. A club-scoped actor reads its own club; everyone else the
// club asked for, or the whole network (every club of the tenant) when none is.
import { sql, type SQL } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { queryRows } from '../../db/raw';
import { assertStaffRole, SETTINGS_ROLES } from '../auth/assert-staff-role';
import { confinedClubId, type OperationContext } from '../context';
import { notFound } from '../errors';
import { assertClubInReach } from '../booking/assert-club-in-reach';

/** The dashboard's readers: those who run the network (owner, managers). */
export const INSIGHT_ROLES = SETTINGS_ROLES;

export type InsightContext = OperationContext & { clubId?: number | undefined };

/** Checks the role and the club (403 for another club of a club-bound actor, 404 for no such club); returns the club read, undefined for the network. */
export async function insightClubOrThrow(ctx: InsightContext): Promise<number | undefined> {
  assertStaffRole(ctx.actor, INSIGHT_ROLES, 'Only the owner and managers can read the dashboard.');
  const clubId = ctx.clubId ?? confinedClubId(ctx.actor);
  if (clubId === undefined) return undefined;
  assertClubInReach(ctx.actor, clubId);
  const [club] = await queryRows<{ id: number }>(await getDb(), sql`SELECT id FROM clubs WHERE tenant_id = ${ctx.tenant.id} AND id = ${clubId}`);
  if (!club) throw notFound('Club');
  return clubId;
}

/** `column = club` for one club, TRUE for the network. */
export function clubFilter(column: SQL, clubId: number | undefined): SQL {
  return clubId === undefined ? sql`TRUE` : sql`${column} = ${clubId}`;
}

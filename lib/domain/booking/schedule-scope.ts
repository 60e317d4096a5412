import { and, eq, sql } from 'drizzle-orm';
import { preparedStatement } from '../../db/prepared';
import { clubs } from '../../db/schema';
import type { OperationContext } from '../context';
import { notFound } from '../errors';
import { requireActingClub } from '../tenancy/resolve-acting-club';
import { sharingClubIdsQuery } from '../tenancy/sharing-booking-club-ids';

const tenantId = sql.placeholder('tenantId');
const clubId = sql.placeholder('clubId');

// The acting club's time zone and the clubs sharing bookings with it, in one round trip.
const scopeStatement = preparedStatement('schedule_scope', (db, name) => db.select({
  timeZone: clubs.timeZone,
  sharing: sql<number[]>`ARRAY(${sharingClubIdsQuery(tenantId, clubId)})`,
}).from(clubs).where(and(eq(clubs.tenantId, tenantId), eq(clubs.id, clubId))).prepare(name));

/**
 * The clubs a schedule call reads: the acting club (/class_events, /attendees, …) or, for the
 * club_network endpoints, it and the clubs it shares bookings with. Date-time filters without an
 * offset are read in the acting club's time zone.
 */
export async function scheduleScope(ctx: OperationContext & { clubId?: number }, network: boolean): Promise<{ clubIds: number[]; timeZone: string }> {
  const acting = await requireActingClub(ctx);
  const [club] = await (await scopeStatement()).execute({ tenantId: ctx.tenant.id, clubId: acting });
  if (!club) throw notFound('Club');
  return { clubIds: network ? [acting, ...club.sharing.map(Number)] : [acting], timeZone: club.timeZone };
}

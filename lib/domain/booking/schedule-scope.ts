import { getDb } from '../../db/client';
import type { OperationContext } from '../context';
import { subscriptionClub } from '../subscriptions/subscription-club';
import { requireActingClub } from '../tenancy/resolve-acting-club';
import { bookableClubIds } from './booking-clubs';

/**
 * The clubs a schedule call reads: the acting club (/class_events, /attendees, …) or, for the
 * club_network endpoints, it and the clubs it shares bookings with. Date-time filters without an
 * offset are read in the acting club's time zone.
 */
export async function scheduleScope(ctx: OperationContext & { clubId?: number }, network: boolean): Promise<{ clubIds: number[]; timeZone: string }> {
  const clubId = await requireActingClub(ctx);
  const db = await getDb();
  const { club } = await subscriptionClub(db, ctx.tenant.id, clubId);
  return { clubIds: network ? await bookableClubIds(db, ctx.tenant.id, clubId) : [clubId], timeZone: club.timeZone };
}

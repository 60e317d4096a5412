import type { OperationContext } from '../context';
import { notFound } from '../errors';
import { clubScope } from '../tenancy/club-scope';
import { requireActingClub } from '../tenancy/resolve-acting-club';

/**
 * The clubs a schedule call reads: the acting club (/class_events, /attendees, …) or, for the
 * club_network endpoints, it and the clubs it shares bookings with. Date-time filters without an
 * offset are read in the acting club's time zone.
 */
export async function scheduleScope(ctx: OperationContext & { clubId?: number }, network: boolean): Promise<{ clubIds: number[]; timeZone: string }> {
  const acting = await requireActingClub(ctx);
  const club = await clubScope(ctx.tenant.id, acting);
  if (!club) throw notFound('Club');
  return { clubIds: network ? [acting, ...club.sharing] : [acting], timeZone: club.timeZone };
}

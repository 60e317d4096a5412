import { confinedClubId, type OperationContext } from '../context';
import { DomainError, notFound } from '../errors';
import { clubScope } from '../tenancy/club-scope';
import type { Page, PageRequest } from '../paging';
import { classEventFilters, type ClassEventQuery } from './class-event-filters';
import { listClassEvents, type ClassEventView } from './list-class-events';
import { scheduleScope } from './schedule-scope';

/**
 * GET /class_events (and /events), /club_network/class_events: the classes of the acting club, or of
 * it and the clubs sharing bookings with it (`network`), as the query filters them, its date-times
 * without an offset read in the acting club's time zone. A club-bound token naming with `club` a club
 * outside that scope is a 403 unauthorized-club. Staff pages, which know their club and
 * their filters, call listClassEvents directly.
 */
export async function listSchedule(
  ctx: OperationContext & { clubId?: number; network: boolean; query: ClassEventQuery; page: PageRequest },
): Promise<Page<ClassEventView>> {
  const { clubIds, timeZone } = await scopeOf(ctx);
  // A club-bound token naming a club out of this call's reach (`?club=`): refused, not answered empty.
  if (confinedClubId(ctx.actor) !== undefined && namedClubs(ctx.query).some((id) => !clubIds.includes(id))) {
    throw new DomainError('api.error.scope.unauthorized-club', 'This token is restricted to another club.');
  }
  return listClassEvents({ ...ctx, scope: clubIds, filters: classEventFilters(ctx.query, timeZone), page: ctx.page });
}

/** The clubs `club` and `club[]` name. */
function namedClubs(query: ClassEventQuery): number[] {
  const values = query as Record<string, number[] | undefined>;
  return [...new Set([...(values.club ?? []), ...(values['club[]'] ?? [])])];
}

/**
 * The acting club's scope; where none can be told without x-user-club-id (a tenant-wide token of a
 * tenant with several clubs), `club` / `club[]` of /class_events and /events name the clubs read
 * instead (docs/decisions.md, "Partner client conventions"). A token bound to a club or a contact
 * keeps its own club, as before.
 */
async function scopeOf(ctx: OperationContext & { clubId?: number; network: boolean; query: ClassEventQuery }) {
  try {
    return await scheduleScope(ctx, ctx.network);
  } catch (error) {
    const named = namedClubs(ctx.query);
    if (ctx.network || named.length === 0 || !(error instanceof DomainError) || error.code !== 'api.error.header.club-required') throw error;
    const clubs = await Promise.all(named.map((id) => clubScope(ctx.tenant.id, id)));
    if (clubs.some((club) => !club)) throw notFound('Club');
    return { clubIds: named, timeZone: clubs[0]!.timeZone };
  }
}

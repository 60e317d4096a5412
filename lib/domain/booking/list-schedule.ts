import type { OperationContext } from '../context';
import type { Page, PageRequest } from '../paging';
import { classEventFilters, type ClassEventQuery } from './class-event-filters';
import { listClassEvents, type ClassEventView } from './list-class-events';
import { scheduleScope } from './schedule-scope';

/**
 * GET /class_events (and /events), /club_network/class_events: the classes of the acting club, or of
 * it and the clubs sharing bookings with it (`network`), as the query filters them, its date-times
 * without an offset read in the acting club's time zone. Staff pages, which know their club and
 * their filters, call listClassEvents directly.
 */
export async function listSchedule(
  ctx: OperationContext & { clubId?: number; network: boolean; query: ClassEventQuery; page: PageRequest },
): Promise<Page<ClassEventView>> {
  const { clubIds, timeZone } = await scheduleScope(ctx, ctx.network);
  return listClassEvents({ ...ctx, scope: clubIds, filters: classEventFilters(ctx.query, timeZone), page: ctx.page });
}

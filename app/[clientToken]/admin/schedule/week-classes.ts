import { listClassEvents, type ClassEventView } from '@/lib/domain/booking/list-class-events';
import type { OperationContext } from '@/lib/domain/context';
import { allPages } from '@/lib/domain/paging';
import { addDays } from '@/lib/time/calendar';
import { localInstant } from './local-time';

/**
 * Every class of one club starting in the week from `monday`, midnight to midnight at the club,
 * those over and cancelled included: staff look back at a week as well as ahead.
 */
export async function loadWeekClasses(ctx: OperationContext, club: { id: number; timeZone: string }, monday: string): Promise<ClassEventView[]> {
  const filters = {
    startedAfter: localInstant(monday, '00:00', club.timeZone),
    startedStrictlyBefore: localInstant(addDays(monday, 7), '00:00', club.timeZone),
    archived: 'include' as const,
  };
  return allPages((page) => listClassEvents({ ...ctx, scope: [club.id], filters, page }));
}

import { z } from 'zod';
import type { MemberWeekFilters } from '@/lib/domain/portal/get-member-week';
import { isCalendarDate } from '@/lib/time/calendar';
import type { WeekQuery } from './week-href';

export { classesHref, weekSearch, type WeekQuery } from './week-href';

// The classes page's search params: the week and the filters, so a view can be shared and the Back
// button returns to the previous one. Anything malformed is simply left out (never an error page).
const id = z.string().regex(/^\d{1,9}$/).transform(Number).optional().catch(undefined);
const schema = z.object({
  week: z.string().refine(isCalendarDate).optional().catch(undefined),
  club: id,
  activity: z.string().trim().min(1).max(120).optional().catch(undefined),
  coach: id,
  time: z.enum(['morning', 'afternoon', 'evening']).optional().catch(undefined),
});

type SearchParams = URLSearchParams | Record<string, string | string[] | undefined>;

export function parseWeekQuery(params: SearchParams): WeekQuery {
  const first = (key: string) => {
    const value = params instanceof URLSearchParams ? params.get(key) : params[key];
    return (Array.isArray(value) ? value[0] : value) ?? undefined;
  };
  return schema.parse(Object.fromEntries(['week', 'club', 'activity', 'coach', 'time'].map((key) => [key, first(key)])));
}

/** The domain's input: the week (any date in it) and the filters. */
export function weekInput(query: WeekQuery): { week?: string; filters: MemberWeekFilters } {
  const filters: MemberWeekFilters = {};
  if (query.club !== undefined) filters.clubId = query.club;
  if (query.activity !== undefined) filters.activity = query.activity;
  if (query.coach !== undefined) filters.coachId = query.coach;
  if (query.time !== undefined) filters.time = query.time;
  return { ...(query.week ? { week: query.week } : {}), filters };
}

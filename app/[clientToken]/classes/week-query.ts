import { z } from 'zod';
import { listHref } from '@/components/ui/pager';
import type { MemberWeekFilters } from '@/lib/domain/portal/get-member-week';
import { isCalendarDate } from '@/lib/time/calendar';

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

export type WeekQuery = z.output<typeof schema>;

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

/** The search string of a view, in one canonical order, empty values left out ("week=…&club=2"). */
export function weekSearch(query: WeekQuery): string {
  return listHref('', { week: query.week, club: query.club, activity: query.activity, coach: query.coach, time: query.time }).replace(/^\?/, '');
}

export function classesHref(clientToken: string, query: WeekQuery): string {
  const search = weekSearch(query);
  return `/${clientToken}/classes${search ? `?${search}` : ''}`;
}

// The classes page's addresses, without zod (week-query.ts parses them on the server), so that the
// client parts (filters) carry no schema library.

export interface WeekQuery {
  week?: string;
  club?: number;
  activity?: string;
  coach?: number;
  time?: 'morning' | 'afternoon' | 'evening';
}

/** The search string of a view, in one canonical order, empty values left out ("week=…&club=2"). */
export function weekSearch(query: WeekQuery): string {
  const entries = Object.entries({ week: query.week, club: query.club, activity: query.activity, coach: query.coach, time: query.time })
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([key, value]) => [key, String(value)]);
  return new URLSearchParams(entries).toString();
}

export function classesHref(clientToken: string, query: WeekQuery): string {
  const search = weekSearch(query);
  return `/${clientToken}/classes${search ? `?${search}` : ''}`;
}

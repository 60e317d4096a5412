import type { ClassEventFilters } from '../domain/booking/class-event-filters';
import { invalidField } from '../domain/errors';
import { parseDateTimeInZone } from '../time/zone';
import type { ClassEventQuery } from './schemas/booking';

type ListKey = 'club' | 'coach' | 'activity' | 'activity.activityGroups' | 'studio' | 'attendees.contactId' | 'attendees.state';

/** `name` and `name[]` together: every value given under either, or undefined when none is. */
function list<T>(query: ClassEventQuery, key: ListKey): T[] | undefined {
  const values = query as Record<string, T[] | undefined>;
  const all = [...(values[key] ?? []), ...(values[`${key}[]`] ?? [])];
  return all.length > 0 ? all : undefined;
}

function instant(query: ClassEventQuery, key: `startedAt[${string}]`, timeZone: string): Date | undefined {
  const value = query[key as keyof ClassEventQuery] as string | undefined;
  if (value === undefined) return undefined;
  const parsed = parseDateTimeInZone(value, timeZone);
  if (!parsed) throw invalidField(key, 'invalid-datetime', 'A date-time is ISO 8601, with or without an offset (without: the club\'s time).');
  return parsed;
}

const ARCHIVED = { 0: 'hide', false: 'hide', no: 'hide', 1: 'include', true: 'include', yes: 'include', only: 'only' } as const;

/** The query of /class_events as the domain's filters; date-times without an offset are in `timeZone`. */
export function classEventFilters(query: ClassEventQuery, timeZone: string): ClassEventFilters {
  const filters: ClassEventFilters = {
    clubIds: list(query, 'club'), coachIds: list(query, 'coach'), activityIds: list(query, 'activity'),
    activityGroupIds: list(query, 'activity.activityGroups'), studioIds: list(query, 'studio'),
    attendeeContactIds: list(query, 'attendees.contactId'), attendeeStates: list(query, 'attendees.state'),
    startedBefore: instant(query, 'startedAt[before]', timeZone),
    startedStrictlyBefore: instant(query, 'startedAt[strictly_before]', timeZone),
    startedAfter: instant(query, 'startedAt[after]', timeZone),
    startedStrictlyAfter: instant(query, 'startedAt[strictly_after]', timeZone),
    order: query['order[startedAt]'],
    available: query.available === undefined ? undefined : query.available === 'true' || query.available === '1',
    time: query.time,
    archived: query.archived === undefined ? undefined : ARCHIVED[query.archived],
  };
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined)) as ClassEventFilters;
}

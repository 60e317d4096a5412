import type { AttendeeState } from '../../db/schema';
import { parseDateTimeInZone } from '../../time/zone';
import { invalidField } from '../errors';

/**
 * A schedule's query as the spec names its parameters, once validated: the list parameters (`club`,
 * `coach`, `activity`, `activity.activityGroups`, `studio`, `attendees.contactId`, `attendees.state`)
 * come as `name` and as `name[]`, each with one value or several, ids read from their IRIs; date-times
 * as they were written.
 */
export interface ClassEventQuery {
  'startedAt[before]'?: string;
  'startedAt[strictly_before]'?: string;
  'startedAt[after]'?: string;
  'startedAt[strictly_after]'?: string;
  'order[startedAt]'?: 'asc' | 'desc';
  available?: 'true' | 'false' | '1' | '0';
  time?: 'morning' | 'afternoon' | 'evening';
  archived?: '0' | '1' | 'false' | 'true' | 'no' | 'yes' | 'only';
  [list: string]: unknown;
}

/** The class_events filters of the spec, already read (IRIs as ids, date-times as instants). */
export interface ClassEventFilters {
  clubIds?: number[];
  coachIds?: number[];
  activityIds?: number[];
  activityGroupIds?: number[];
  studioIds?: number[];
  attendeeContactIds?: number[];
  attendeeStates?: AttendeeState[];
  startedBefore?: Date;
  startedStrictlyBefore?: Date;
  startedAfter?: Date;
  startedStrictlyAfter?: Date;
  order?: 'asc' | 'desc';
  /** true: a free seat or queue place; false: neither. */
  available?: boolean;
  /** Local start time in the class's club: morning before 12:00, afternoon 12:00-17:59, evening after. */
  time?: 'morning' | 'afternoon' | 'evening';
  /** hide (default), include, or only the classes that have ended. */
  archived?: 'hide' | 'include' | 'only';
}

type ListKey = 'club' | 'coach' | 'activity' | 'activity.activityGroups' | 'studio' | 'attendees.contactId' | 'attendees.state' | 'calendars';

/** `name` and `name[]` together: every value given under either, or undefined when none is. */
function list<T>(query: ClassEventQuery, key: ListKey): T[] | undefined {
  const values = query as Record<string, T[] | undefined>;
  const all = [...(values[key] ?? []), ...(values[`${key}[]`] ?? [])];
  return all.length > 0 ? all : undefined;
}

/** A date-time of the query; one written without an offset is a wall time in `timeZone`. */
function instant(query: ClassEventQuery, key: `startedAt[${string}]` | 'startedAt' | 'endedAt', timeZone: string): Date | undefined {
  const value = query[key] as string | undefined;
  if (value === undefined) return undefined;
  const parsed = parseDateTimeInZone(value, timeZone);
  if (!parsed) throw invalidField(key, 'invalid-datetime', 'A date-time is ISO 8601, with or without an offset (without: the club\'s time).');
  return parsed;
}

const ARCHIVED = { 0: 'hide', false: 'hide', no: 'hide', 1: 'include', true: 'include', yes: 'include', only: 'only' } as const;

/**
 * The query of a schedule as the domain's filters. A date-time without an offset is read in
 * `timeZone`, the acting club's (scheduleScope): a partner asking for "from 18:00" means 18:00 at
 * the club, whatever zone its own server runs in.
 */
export function classEventFilters(query: ClassEventQuery, timeZone: string): ClassEventFilters {
  // `calendars` (partners' clients): studios, coaches and activities named together, each kind read
  // as its own list filter.
  const calendars = list<{ collection: string; id: number }>(query, 'calendars') ?? [];
  const withCalendars = (key: ListKey, collection: string) => {
    const all = [...(list<number>(query, key) ?? []), ...calendars.filter((c) => c.collection === collection).map((c) => c.id)];
    return all.length > 0 ? all : undefined;
  };
  const earliest = (a: Date | undefined, b: Date | undefined) => (a && b ? (a < b ? a : b) : a ?? b);
  const latest = (a: Date | undefined, b: Date | undefined) => (a && b ? (a > b ? a : b) : a ?? b);
  const filters: ClassEventFilters = {
    clubIds: list(query, 'club'), coachIds: withCalendars('coach', 'coaches'), activityIds: withCalendars('activity', 'activities'),
    activityGroupIds: list(query, 'activity.activityGroups'), studioIds: withCalendars('studio', 'studios'),
    attendeeContactIds: list(query, 'attendees.contactId'), attendeeStates: list(query, 'attendees.state'),
    // startedAt / endedAt (partners' clients): a window on the start, tightening the bracket forms.
    startedBefore: earliest(instant(query, 'startedAt[before]', timeZone), instant(query, 'endedAt', timeZone)),
    startedStrictlyBefore: instant(query, 'startedAt[strictly_before]', timeZone),
    startedAfter: latest(instant(query, 'startedAt[after]', timeZone), instant(query, 'startedAt', timeZone)),
    startedStrictlyAfter: instant(query, 'startedAt[strictly_after]', timeZone),
    order: query['order[startedAt]'],
    available: query.available === undefined ? undefined : query.available === 'true' || query.available === '1',
    time: query.time,
    archived: query.archived === undefined ? undefined : ARCHIVED[query.archived],
  };
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined)) as ClassEventFilters;
}

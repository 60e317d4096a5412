import type { AttendeeState } from '../../db/schema';

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

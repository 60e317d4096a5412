import { activities, coaches, studios } from '../../db/schema';

/** The three kinds of schedule resources, all owned by one club. */
export const scheduleResourceTables = { activities, studios, coaches } as const;
export type ScheduleResourceKind = keyof typeof scheduleResourceTables;

import type { OperationContext } from '@/lib/domain/context';
import { allPages } from '@/lib/domain/paging';
import { listScheduleResources } from '@/lib/domain/booking/list-schedule-resources';
import type { ScheduleResourceKind } from '@/lib/domain/booking/schedule-resources';

export interface NamedItem {
  id: number;
  name: string;
  /** Deleted while classes name it: it names them still, and is offered for no other. */
  archived?: boolean;
}

export type ClubResources = Record<ScheduleResourceKind, NamedItem[]>;

async function allOf(ctx: OperationContext, kind: ScheduleResourceKind, clubId: number): Promise<NamedItem[]> {
  const items = await allPages((page) => listScheduleResources({ ...ctx, kind, scope: [clubId], includeArchived: true, page }));
  return items.map(({ id, name, archivedAt }) => ({ id, name, ...(archivedAt ? { archived: true } : {}) }));
}

/** Every activity, studio and coach of one club, by name, archived ones marked: for the selects and to name a class's. */
export async function loadClubResources(ctx: OperationContext, clubId: number): Promise<ClubResources> {
  const [activities, studios, coaches] = await Promise.all([
    allOf(ctx, 'activities', clubId), allOf(ctx, 'studios', clubId), allOf(ctx, 'coaches', clubId),
  ]);
  return { activities, studios, coaches };
}

export interface ResourceNames {
  activity: string | undefined;
  studio: string | undefined;
  coach: string | undefined;
}

/** The names of a class's activity, studio and coach (undefined: none, or not of its club). */
export function resourceNamesOf(resources: ClubResources, event: { activityId: number; studioId: number | null; coachId: number | null }): ResourceNames {
  const nameOf = (items: NamedItem[], id: number | null) => (id === null ? undefined : items.find((i) => i.id === id)?.name);
  return { activity: nameOf(resources.activities, event.activityId), studio: nameOf(resources.studios, event.studioId), coach: nameOf(resources.coaches, event.coachId) };
}

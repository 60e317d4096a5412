import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { activities, coaches, studios } from '../../db/schema';
import { now } from '../../time/clock';
import { invalidField } from '../errors';

export interface ClassEventInput {
  clubId: number;
  activityId: number;
  studioId?: number | null;
  coachId?: number | null;
  name?: string;
  startedAt: Date;
  endedAt: Date;
  attendingLimit: number;
  queueLimit?: number;
  onlineLimit?: number | null;
  externalQuota?: number | null;
  classLayoutId?: number | null;
  summary?: string | null;
  description?: string | null;
  instructionsComment?: string | null;
}

type ClassResources = Pick<ClassEventInput, 'clubId' | 'activityId' | 'studioId' | 'coachId'>;

/**
 * The activity, studio and coach must belong to the class's club, and not be archived (a class that
 * already names an archived one, `kept`, may keep it). Returns the activity's name.
 */
export async function checkClassResources(tx: Executor, tenantId: number, input: ClassResources, kept?: ClassResources): Promise<string> {
  const [activity] = await tx.select().from(activities).where(and(eq(activities.tenantId, tenantId), eq(activities.id, input.activityId))).limit(1);
  if (!activity || activity.clubId !== input.clubId || (activity.archivedAt && kept?.activityId !== activity.id)) {
    throw invalidField('activity', 'not-found', 'The activity must be one of the class\'s club.');
  }
  for (const [field, table, id, keptId] of [['studio', studios, input.studioId, kept?.studioId], ['coach', coaches, input.coachId, kept?.coachId]] as const) {
    if (id === null || id === undefined) continue;
    const [row] = await tx.select({ clubId: table.clubId, archivedAt: table.archivedAt }).from(table).where(and(eq(table.tenantId, tenantId), eq(table.id, id))).limit(1);
    if (!row || row.clubId !== input.clubId || (row.archivedAt && keptId !== id)) throw invalidField(field, 'not-found', `The ${field} must be one of the class's club.`);
  }
  return activity.name;
}

export function checkTimes(startedAt: Date, endedAt: Date): void {
  if (endedAt <= startedAt) throw invalidField('endedAt', 'before-start', 'A class ends after it starts.');
}

/** A class is scheduled, or moved, to start from now on: one in the past could only be recorded, never booked. */
export function checkNotInPast(startedAt: Date): void {
  if (startedAt < now()) {
    throw invalidField('startedAt', 'in-the-past', 'A class cannot start in the past.', 'api.error.class-event.in-the-past');
  }
}

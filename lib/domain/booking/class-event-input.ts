import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { activities, coaches, studios } from '../../db/schema';
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
}

/** The activity, studio and coach must belong to the class's club. Returns the activity's name. */
export async function checkClassResources(tx: Executor, tenantId: number, input: Pick<ClassEventInput, 'clubId' | 'activityId' | 'studioId' | 'coachId'>): Promise<string> {
  const [activity] = await tx.select().from(activities).where(and(eq(activities.tenantId, tenantId), eq(activities.id, input.activityId))).limit(1);
  if (!activity || activity.clubId !== input.clubId) throw invalidField('activity', 'not-found', 'The activity must be one of the class\'s club.');
  for (const [field, table, id] of [['studio', studios, input.studioId], ['coach', coaches, input.coachId]] as const) {
    if (id === null || id === undefined) continue;
    const [row] = await tx.select({ clubId: table.clubId }).from(table).where(and(eq(table.tenantId, tenantId), eq(table.id, id))).limit(1);
    if (!row || row.clubId !== input.clubId) throw invalidField(field, 'not-found', `The ${field} must be one of the class's club.`);
  }
  return activity.name;
}

export function checkTimes(startedAt: Date, endedAt: Date): void {
  if (endedAt <= startedAt) throw invalidField('endedAt', 'before-start', 'A class ends after it starts.');
}

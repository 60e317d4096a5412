import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { classEvents, recurrences, type Recurrence } from '../../db/schema';

/** A recurrence with its classes (their ids, in time order), as GET /recurrences/{id} shows it. */
export interface RecurrenceView extends Recurrence {
  classEventIds: number[];
  timeZone: string;
}

export async function readRecurrenceView(tx: Executor, tenantId: number, recurrence: Recurrence, timeZone: string): Promise<RecurrenceView> {
  const events = await tx.select({ id: classEvents.id }).from(classEvents)
    .where(and(eq(classEvents.tenantId, tenantId), eq(classEvents.recurrenceId, recurrence.id)))
    .orderBy(asc(classEvents.startedAt), asc(classEvents.id));
  return { ...recurrence, classEventIds: events.map((e) => e.id), timeZone };
}

export async function readRecurrence(tx: Executor, tenantId: number, id: number, lock = false): Promise<Recurrence | undefined> {
  const query = tx.select().from(recurrences).where(and(eq(recurrences.tenantId, tenantId), eq(recurrences.id, id))).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

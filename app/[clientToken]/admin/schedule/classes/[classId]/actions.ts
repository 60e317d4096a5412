'use server';
import { cancelClassEvent } from '@/lib/domain/booking/cancel-class-event';
import { getClassEventView } from '@/lib/domain/booking/get-class-event-view';
import { updateClassEvent } from '@/lib/domain/booking/update-class-event';
import type { ActionResult } from '../../../action-result';
import { fieldsOf, parseId, parseInput, runStaffAction } from '../../../run-staff-action';
import { CLASS_FIELD_ALIASES, resourceIds } from '../../class-fields';
import { localInstant } from '../../local-time';
import { classDetailsSchema, classPlacesSchema } from './class-change-schemas';

const placesFields = fieldsOf(['attendingLimit', 'queueLimit']);
const detailsFields = fieldsOf(['activityId', 'studioId', 'coachId', 'name', 'date', 'time', 'minutes'], { ...CLASS_FIELD_ALIASES, startedAt: 'date' });

/** Capacity and waiting list (updateClassEvent, as PATCH /class_events/{id}); never below the places taken. */
export async function changeClassPlaces(clientToken: string, classId: number, input: unknown): Promise<ActionResult<{ booked: number; queued: number }>> {
  return runStaffAction(clientToken, async (ctx) => {
    const id = parseId(classId);
    const patch = parseInput(classPlacesSchema, input);
    const event = await updateClassEvent({ ...ctx, classEventId: id, patch });
    return { booked: event.bookedCount, queued: event.queuedCount };
  }, placesFields);
}

/** What, who, where and when (updateClassEvent, as PATCH /class_events/{id}). */
export async function changeClassDetails(clientToken: string, classId: number, input: unknown): Promise<ActionResult> {
  return runStaffAction(clientToken, async (ctx) => {
    const id = parseId(classId);
    const values = parseInput(classDetailsSchema, input);
    // Read for its club's time zone only: the form's day and time are the club's wall clock.
    const { timeZone } = await getClassEventView(ctx, id);
    const startedAt = localInstant(values.date, values.time, timeZone);
    await updateClassEvent({
      ...ctx, classEventId: id,
      patch: { name: values.name, ...resourceIds(values), startedAt, endedAt: new Date(startedAt.getTime() + values.minutes * 60_000) },
    });
    return null;
  }, detailsFields);
}

/** Cancels the class; everyone booked or waiting is e-mailed (cancelClassEvent, as POST /class_events/{id}/cancel). */
export async function cancelClass(clientToken: string, classId: number): Promise<ActionResult> {
  return runStaffAction(clientToken, async (ctx) => {
    await cancelClassEvent({ ...ctx, classEventId: parseId(classId) });
    return null;
  });
}

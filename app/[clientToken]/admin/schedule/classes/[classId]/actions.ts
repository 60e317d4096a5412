'use server';
import { cancelClassEvent } from '@/lib/domain/booking/cancel-class-event';
import { getClassEventView } from '@/lib/domain/booking/get-class-event-view';
import { updateClassEvent } from '@/lib/domain/booking/update-class-event';
import { DomainError } from '@/lib/domain/errors';
import { cancelRecurrence } from '@/lib/domain/planning/cancel-recurrence';
import { fieldsOf, parseId, runAction, type ActionResult } from '../../../../run-action';
import { CLASS_FIELD_ALIASES, resourceIds } from '../../class-fields';
import { namingClash } from '../../clash-sentence';
import { localDate, localInstant } from '../../local-time';
import { classDetailsSchema, classPlacesSchema } from './class-change-schemas';

const placesFields = fieldsOf(['attendingLimit', 'queueLimit']);
const detailsFields = fieldsOf(['activityId', 'studioId', 'coachId', 'name', 'date', 'time', 'minutes'], { ...CLASS_FIELD_ALIASES, startedAt: 'date' });

/** Capacity and waiting list (updateClassEvent, as PATCH /class_events/{id}); never below the places taken. */
export async function changeClassPlaces(clientToken: string, classId: number, input: unknown): Promise<ActionResult<{ booked: number; queued: number }>> {
  return runAction({
    clientToken, who: 'staff', schema: classPlacesSchema, input, fields: placesFields,
    run: async (ctx, patch) => {
      const event = await updateClassEvent({ ...ctx, classEventId: parseId(classId), patch });
      return { booked: event.bookedCount, queued: event.queuedCount };
    },
  });
}

/** What, who, where and when (updateClassEvent, as PATCH /class_events/{id}). */
export async function changeClassDetails(clientToken: string, classId: number, input: unknown): Promise<ActionResult> {
  return runAction({
    clientToken, who: 'staff', schema: classDetailsSchema, input, fields: detailsFields,
    run: async (ctx, values) => {
      const id = parseId(classId);
      // Read for its club's time zone only: the form's day and time are the club's wall clock.
      const { timeZone } = await getClassEventView(ctx, id);
      const startedAt = localInstant(values.date, values.time, timeZone);
      await namingClash(timeZone, () => updateClassEvent({
        ...ctx, classEventId: id,
        patch: { name: values.name, ...resourceIds(values), startedAt, endedAt: new Date(startedAt.getTime() + values.minutes * 60_000) },
      }));
      return null;
    },
  });
}

/** Cancels the class and the following ones of its series (cancelRecurrence, as DELETE /recurrences/{id}?from=): from the class's day. */
export async function cancelFollowingClasses(clientToken: string, classId: number): Promise<ActionResult<{ canceled: number }>> {
  return runAction({
    clientToken, who: 'staff',
    run: async (ctx) => {
      const event = await getClassEventView(ctx, parseId(classId));
      if (event.recurrenceId === null) throw new DomainError('api.error.not-found', 'This class belongs to no series.');
      return cancelRecurrence({ ...ctx, recurrenceId: event.recurrenceId, from: localDate(event.startedAt, event.timeZone) });
    },
  });
}

/** Cancels the class; everyone booked or waiting is e-mailed (cancelClassEvent, as POST /class_events/{id}/cancel). */
export async function cancelClass(clientToken: string, classId: number): Promise<ActionResult> {
  return runAction({
    clientToken, who: 'staff',
    run: async (ctx) => { await cancelClassEvent({ ...ctx, classEventId: parseId(classId) }); return null; },
  });
}

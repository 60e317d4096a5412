'use server';
import { createClassEvents } from '@/lib/domain/booking/create-class-events';
import { getClubOrThrow } from '@/lib/domain/tenancy/get-club';
import { fieldsOf, runAction, type ActionResult } from '../../../run-action';
import { CLASS_FIELD_ALIASES, resourceIds } from '../class-fields';
import { localInstant } from '../local-time';
import { newClassSchema, scheduleOf } from './new-class-schema';

const fields = fieldsOf(
  ['clubId', 'activityId', 'studioId', 'coachId', 'name', 'date', 'weekday', 'from', 'until', 'time', 'minutes', 'attendingLimit', 'queueLimit'],
  { ...CLASS_FIELD_ALIASES, weeks: 'until' },
);

/** Schedules one class or a weekly series (createClassEvents, as POST /class_events). */
export async function createClasses(clientToken: string, input: unknown): Promise<ActionResult<{ classId: number; clubId: number; first: string }>> {
  return runAction({
    clientToken, who: 'staff', schema: newClassSchema, input, fields, refreshPage: false,
    run: async (ctx, values) => {
      const { first, weeks } = scheduleOf(values);
      // The club is read for its time zone only: the form's day and time are the club's wall clock.
      const club = await getClubOrThrow(ctx, Number(values.clubId));
      const startedAt = localInstant(first, values.time, club.timeZone);
      const created = await createClassEvents({
        ...ctx, weeks, input: {
          clubId: club.id, ...resourceIds(values), ...(values.name ? { name: values.name } : {}),
          startedAt, endedAt: new Date(startedAt.getTime() + values.minutes * 60_000),
          attendingLimit: values.attendingLimit, queueLimit: values.queueLimit,
        },
      });
      return { classId: created[0]!.id, clubId: club.id, first };
    },
  });
}

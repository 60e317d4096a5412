'use server';
import { createClassEvent } from '@/lib/domain/booking/create-class-event';
import { getClassEventOrThrow } from '@/lib/domain/booking/get-class-event';
import { createRecurrence } from '@/lib/domain/planning/create-recurrence';
import { getClubOrThrow } from '@/lib/domain/tenancy/get-club';
import { weekDays } from '@/lib/db/schema';
import { dateInZone } from '@/lib/time/zone';
import { fieldsOf, runAction, type ActionResult } from '../../../run-action';
import { CLASS_FIELD_ALIASES, resourceIds } from '../class-fields';
import { namingClash } from '../clash-sentence';
import { localInstant } from '../local-time';
import { newClassSchema } from './new-class-schema';

// The recurrence's fields, as the domain names them, on the form's: its first and last days, its weekday.
const fields = fieldsOf(
  ['clubId', 'activityId', 'studioId', 'coachId', 'name', 'date', 'weekday', 'from', 'until', 'time', 'minutes', 'attendingLimit', 'queueLimit'],
  { ...CLASS_FIELD_ALIASES, startedAt: 'from', endedAt: 'until', day: 'weekday', 'classEventType.endedAt': 'minutes', 'classEventType.startedAt': 'time',
    'classEventType.activity': 'activityId', 'classEventType.studio': 'studioId', 'classEventType.coach': 'coachId', 'classEventType.attendingLimit': 'attendingLimit' },
);

const pad = (n: number) => String(n).padStart(2, '0');

/** Schedules one class (createClassEvent, as POST /class_events) or a weekly one (createRecurrence, as POST /recurrences). */
export async function createClasses(clientToken: string, input: unknown): Promise<ActionResult<{ classId: number; clubId: number; first: string }>> {
  return runAction({
    clientToken, who: 'staff', schema: newClassSchema, input, fields, refreshPage: false,
    run: async (ctx, values) => {
      // The club is read for its time zone only: the form's day and time are the club's wall clock.
      const club = await getClubOrThrow(ctx, Number(values.clubId));
      const resources = resourceIds(values);
      const places = { attendingLimit: values.attendingLimit, queueLimit: values.queueLimit };
      if (values.repeat === 'once') {
        const startedAt = localInstant(values.date, values.time, club.timeZone);
        const created = await namingClash(club.timeZone, () => createClassEvent({ ...ctx, input: {
          clubId: club.id, ...resources, ...(values.name ? { name: values.name } : {}), ...places,
          startedAt, endedAt: new Date(startedAt.getTime() + values.minutes * 60_000),
        } }));
        return { classId: created.id, clubId: club.id, first: values.date };
      }
      const end = Number(values.time.slice(0, 2)) * 60 + Number(values.time.slice(3, 5)) + values.minutes;
      const recurrence = await namingClash(club.timeZone, () => createRecurrence({ ...ctx, input: {
        clubId: club.id, startedOn: values.from, endedOn: values.until, day: weekDays[Number(values.weekday) - 1]!,
        template: {
          ...resources, ...places, ...(values.name ? { name: values.name } : {}),
          // A class ends on its day: the form's duration past midnight is refused as the API refuses it.
          startedAt: `${values.from}T${values.time}:00`, endedAt: `${values.from}T${pad(Math.min(Math.floor(end / 60), 24))}:${pad(end % 60)}:00`,
        },
      } }));
      const firstId = recurrence.classEventIds[0]!;
      const first = await getClassEventOrThrow(ctx, firstId);
      return { classId: firstId, clubId: club.id, first: dateInZone(first.startedAt, club.timeZone) };
    },
  });
}

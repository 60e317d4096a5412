// The "new class" form, checked in the browser and again by the server action: one class on a day,
// or the same class every week on one weekday between two days (a recurrence, createRecurrence).
import { z } from 'zod';
import { durationMinutes, idChoice, optionalIdChoice, placesFields, startTime } from '../class-fields';
import { WEEKDAYS, weeklySeries } from './weekly-series';
import { formError } from '@/lib/i18n/error-sentence';

const optionalDay = z.union([z.literal(''), z.iso.date(formError('enterDate'))]);

export const newClassSchema = z.object({
  clubId: idChoice(formError('chooseClub')),
  activityId: idChoice(formError('chooseActivity')),
  studioId: optionalIdChoice,
  coachId: optionalIdChoice,
  name: z.string().trim().max(120),
  repeat: z.enum(['once', 'weekly']),
  date: optionalDay,
  weekday: z.string().regex(/^[1-7]?$/),
  from: optionalDay,
  until: optionalDay,
  time: startTime,
  minutes: durationMinutes,
  ...placesFields,
}).strict().superRefine((v, ctx) => {
  const refuse = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (v.repeat === 'once') {
    if (!v.date) refuse('date', formError('chooseClassDay'));
    return;
  }
  if (!v.weekday) refuse('weekday', formError('chooseWeekday'));
  if (!v.from) refuse('from', formError('chooseFirstDay'));
  if (!v.until) refuse('until', formError('chooseLastDay'));
  if (!v.weekday || !v.from || !v.until) return;
  if (v.until < v.from) return refuse('until', formError('lastBeforeFirst'));
  const { weeks } = weeklySeries(Number(v.weekday), v.from, v.until);
  if (weeks === 0) refuse('until', `No ${WEEKDAYS[Number(v.weekday) - 1]} falls between these days.`);
  if (weeks > 52) refuse('until', 'A series lasts 52 weeks at most: choose an earlier last day.');
});

export type NewClassValues = z.input<typeof newClassSchema>;

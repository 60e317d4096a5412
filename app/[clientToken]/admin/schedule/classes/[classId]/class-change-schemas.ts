// The forms of a class's page, checked in the browser and again by the server actions; what they
// become is updateClassEvent's patch (PATCH /class_events/{id}).
import { z } from 'zod';
import { durationMinutes, idChoice, optionalIdChoice, placesFields, startTime } from '../../class-fields';
import { formError } from '@/lib/i18n/error-sentence';

export const classPlacesSchema = z.object(placesFields).strict();
export type ClassPlacesValues = z.input<typeof classPlacesSchema>;

export const classDetailsSchema = z.object({
  activityId: idChoice(formError('chooseActivity')),
  studioId: optionalIdChoice,
  coachId: optionalIdChoice,
  name: z.string().trim().min(1, formError('nameClass')).max(120),
  date: z.iso.date(formError('chooseClassDay')),
  time: startTime,
  minutes: durationMinutes,
}).strict();
export type ClassDetailsValues = z.input<typeof classDetailsSchema>;

// The forms of a class's page, checked in the browser and again by the server actions; what they
// become is updateClassEvent's patch (PATCH /class_events/{id}).
import { z } from 'zod';
import { durationMinutes, idChoice, optionalIdChoice, placesFields, startTime } from '../../class-fields';

export const classPlacesSchema = z.object(placesFields).strict();
export type ClassPlacesValues = z.input<typeof classPlacesSchema>;

export const classDetailsSchema = z.object({
  activityId: idChoice('Choose an activity.'),
  studioId: optionalIdChoice,
  coachId: optionalIdChoice,
  name: z.string().trim().min(1, 'Give the class a name.').max(120),
  date: z.iso.date('Choose the day of the class.'),
  time: startTime,
  minutes: durationMinutes,
}).strict();
export type ClassDetailsValues = z.input<typeof classDetailsSchema>;

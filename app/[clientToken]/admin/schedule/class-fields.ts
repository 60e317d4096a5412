// The fields of a class as staff type them, shared by the "new class" and "change class" forms and
// their server actions. The limits are those of the API's class body (POST /class_events).
import { z } from 'zod';
import { formError } from '@/lib/i18n/error-sentence';

export const idChoice = (message: string) => z.string().regex(/^[1-9]\d{0,9}$/, message);
/** A select whose first option is "none". */
export const optionalIdChoice = z.string().regex(/^(|[1-9]\d{0,9})$/, formError('chooseListed'));

export const startTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, formError('enterStartTime'));
// A class of more than 12 hours is a typing slip, not a class.
export const durationMinutes = z.number().int().min(5).max(720);

export const placesFields = {
  attendingLimit: z.number().int().min(1).max(1000),
  queueLimit: z.number().int().min(0).max(1000),
};

/** The resource fields as createClassEvents and updateClassEvent name them. */
export function resourceIds(values: { activityId: string; studioId: string; coachId: string }) {
  return {
    activityId: Number(values.activityId),
    studioId: values.studioId ? Number(values.studioId) : null,
    coachId: values.coachId ? Number(values.coachId) : null,
  };
}

// The domain names the fields as the API's body does (club, activity…); the forms name them by ids.
export const CLASS_FIELD_ALIASES: Record<string, string> = {
  club: 'clubId', activity: 'activityId', studio: 'studioId', coach: 'coachId', endedAt: 'minutes',
};

// A motive's name, checked by the form and again by the server action: the rule of the API's
// POST /cancellation_motives body.
import { z } from 'zod';
import { formError } from '@/lib/i18n/error-sentence';

export const motiveNameSchema = z.object({
  name: z.string().trim().min(1, formError('nameRequired')).max(100),
}).strict();

export type MotiveNameValues = z.input<typeof motiveNameSchema>;

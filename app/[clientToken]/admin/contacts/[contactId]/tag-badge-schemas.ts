// The small forms of the contact page, checked in the browser and again by the server actions with
// the rules of the API's bodies (POST /contact_tags, POST /identificators).
import { z } from 'zod';

const optionalDate = z.union([z.literal(''), z.iso.date('Enter a date.')]);

export const tagFormSchema = z.object({
  name: z.string().trim().min(1, 'Give the tag a name.').max(100),
  validFrom: optionalDate,
  validThrough: optionalDate,
}).strict().refine((tag) => !tag.validFrom || !tag.validThrough || tag.validThrough >= tag.validFrom, {
  path: ['validThrough'], message: 'The end cannot be before the start.',
});

export type TagFormValues = z.input<typeof tagFormSchema>;

export const badgeFormSchema = z.object({
  number: z.string().trim().min(1, 'Enter the badge number.').max(64),
}).strict();

export type BadgeFormValues = z.input<typeof badgeFormSchema>;

// The small forms of the contact page, checked in the browser and again by the server actions with
// the rules of the API's bodies (POST /contact_tags, POST /identificators).
import { z } from 'zod';
import { formError } from '@/lib/i18n/error-sentence';

const optionalDate = z.union([z.literal(''), z.iso.date(formError('enterDate'))]);

export const tagFormSchema = z.object({
  name: z.string().trim().min(1, formError('nameTag')).max(100),
  validFrom: optionalDate,
  validThrough: optionalDate,
}).strict().refine((tag) => !tag.validFrom || !tag.validThrough || tag.validThrough >= tag.validFrom, {
  path: ['validThrough'], message: formError('endBeforeStart'),
});

export type TagFormValues = z.input<typeof tagFormSchema>;

export const badgeFormSchema = z.object({
  number: z.string().trim().min(1, formError('enterBadgeNumber')).max(64),
}).strict();

export type BadgeFormValues = z.input<typeof badgeFormSchema>;

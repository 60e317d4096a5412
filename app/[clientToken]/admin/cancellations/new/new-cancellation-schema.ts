// The "new cancellation" form, checked in the browser and again by the server action. What it
// becomes is createCancellation's input, the body of POST /cancellations.
import { z } from 'zod';
import { formError } from '@/lib/i18n/error-sentence';

export const newCancellationSchema = z.object({
  target: z.string().regex(/^(subscription|option):[1-9]\d{0,9}$/, formError('chooseCancelTarget')),
  cancellationDate: z.iso.date(formError('chooseEndDay')),
  motiveId: z.string().regex(/^(|[1-9]\d{0,9})$/, formError('chooseMotive')),
  comment: z.string().trim().max(2000),
}).strict();

export type NewCancellationValues = z.input<typeof newCancellationSchema>;

/** The target as createCancellation names it. */
export function targetOf(target: string): { subscriptionId: number } | { subscriptionOptionId: number } {
  const [kind, id] = target.split(':') as [string, string];
  return kind === 'option' ? { subscriptionOptionId: Number(id) } : { subscriptionId: Number(id) };
}

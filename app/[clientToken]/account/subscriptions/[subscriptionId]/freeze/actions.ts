'use server';
import { z } from 'zod';
import { createSuspension } from '@/lib/domain/subscriptions/create-suspension';
import { runAction, type ActionResult } from '../../../../run-action';

const requestSchema = z.object({
  subscriptionId: z.number().int().positive(),
  // Checked by the domain (calendar dates, the club's lengths), whose refusals have their own sentences.
  startDate: z.string().max(10),
  endDate: z.string().max(10),
  reason: z.string().trim().max(500),
});

/** The member asks to freeze their own subscription: createSuspension with the member as the actor (another's reads as missing). */
export async function requestSuspension(
  clientToken: string, subscriptionId: number, input: { startDate: string; endDate: string; reason: string },
): Promise<ActionResult<{ id: number }>> {
  return runAction({
    clientToken, who: 'member', schema: requestSchema, input: { ...input, subscriptionId },
    run: async (ctx, { subscriptionId: id, startDate, endDate, reason }) => {
      const created = await createSuspension({ ...ctx, subscriptionId: id, startDate, endDate, reason });
      return { id: created.id };
    },
  });
}

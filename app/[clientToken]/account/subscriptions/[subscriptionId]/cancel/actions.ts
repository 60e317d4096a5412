'use server';
import { z } from 'zod';
import { cancelSubscriptionOnline } from '@/lib/domain/subscriptions/cancel-subscription-online';
import { runAction, type ActionResult } from '../../../../run-action';

const choicesSchema = z.object({
  subscriptionId: z.number().int().positive(),
  motiveId: z.number().int().positive(),
  // Checked by the domain, whose refusals (missing, malformed, not permitted) have their own sentences.
  date: z.string().max(10),
  comment: z.string().trim().max(1000),
});

/**
 * Step 5 of the wizard: cancelSubscriptionOnline with the member's choices. The member is the actor,
 * so another contact's subscription is refused by the domain (and reads as missing), which checks
 * every club rule again in the contract's order and sends the confirmation e-mail.
 */
export async function confirmCancellation(
  clientToken: string, subscriptionId: number, choices: { motiveId: number; date: string; comment: string },
): Promise<ActionResult<{ href: string }>> {
  return runAction({
    clientToken, who: 'member', schema: choicesSchema, input: { ...choices, subscriptionId },
    run: async (ctx, { subscriptionId: id, motiveId, date, comment }) => {
      await cancelSubscriptionOnline({ ...ctx, subscriptionId: id, cancellationDate: date, motiveId, comment: comment || undefined });
      return { href: `/${ctx.tenant.token}/account/subscriptions/${id}/cancelled` };
    },
  });
}

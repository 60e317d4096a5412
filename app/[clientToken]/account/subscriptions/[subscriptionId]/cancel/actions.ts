'use server';
import { z } from 'zod';
import { memberOf } from '@/lib/auth/session';
import { DomainError } from '@/lib/domain/errors';
import { sentenceFor } from '@/lib/domain/messages';
import { cancelSubscriptionOnline } from '@/lib/domain/subscriptions/cancel-subscription-online';
import { findTenantByToken } from '@/lib/domain/tenancy/find-tenant';
import { logger } from '@/lib/log/logger';

export type ConfirmCancellationResult = { ok: true; href: string } | { ok: false; code: string; message: string };

const input = z.object({
  subscriptionId: z.number().int().positive(),
  motiveId: z.number().int().positive(),
  // Checked by the domain, whose refusals (missing, malformed, not permitted) have their own sentences.
  date: z.string().max(10),
  comment: z.string().trim().max(1000),
});

const refusal = (code: string): ConfirmCancellationResult => ({ ok: false, code, message: sentenceFor(code) });

/**
 * Step 5 of the wizard: cancelSubscriptionOnline with the member's choices. The session is re-checked
 * for this tenant and the member is the actor, so another contact's subscription is refused by the
 * domain, which checks every club rule again in the contract's order and sends the confirmation e-mail.
 */
export async function confirmCancellation(
  clientToken: string, subscriptionId: number, choices: { motiveId: number; date: string; comment: string },
): Promise<ConfirmCancellationResult> {
  const tenant = await findTenantByToken(clientToken);
  const member = tenant ? await memberOf(tenant) : null;
  if (!tenant || !member) return refusal('web.auth.signed-out');
  const parsed = input.safeParse({ subscriptionId, ...choices });
  if (!parsed.success) return refusal('api.error.validation.invalid');
  const { motiveId, date, comment } = parsed.data;
  try {
    await cancelSubscriptionOnline({
      tenant, actor: { kind: 'member', contactId: member.contactId },
      subscriptionId, cancellationDate: date, motiveId, comment: comment || undefined,
    });
    return { ok: true, href: `/${tenant.token}/account/subscriptions/${subscriptionId}/cancelled` };
  } catch (error) {
    if (error instanceof DomainError) return refusal(error.code === 'api.error.auth.contact-scope' ? 'api.error.not-found' : error.code);
    logger().error({ err: error, tenant: tenant.token, subscriptionId }, 'online cancellation failed');
    return refusal('api.error.internal');
  }
}

'use server';
import { headers } from 'next/headers';
import { redirect, RedirectType } from 'next/navigation';
import { z } from 'zod';
import { cancelContractQuickly } from '@/lib/domain/portal/cancel-contract-quickly';
import { requestContractCancellation } from '@/lib/domain/portal/request-contract-cancellation';
import { clientAddressFromHeaders } from '@/lib/limits/client-address';
import { fieldsOf, runAction } from '../run-action';
import { CANCEL_REQUEST_INTENTS, type CancelRequestState, type CancelRequestValues, type MemberCancelState } from './state';

const motiveId = z.union([z.literal(''), z.coerce.number().int().positive().max(2_147_483_647)]).transform((v) => (v === '' ? null : v));
const requestSchema = z.object({
  name: z.string().trim().min(1).max(200),
  email: z.string().trim().max(320).pipe(z.email()),
  reference: z.string().trim().min(1).max(40),
  motiveId,
});
const FIELDS = fieldsOf(['name', 'email', 'reference', 'motiveId']);
/** Longer than a cancellation takes (tens to a few hundred ms), short enough not to be noticed. */
const ANSWER_FLOOR_MS = 800;

/**
 * The form of someone not signed in, in three steps (L215-1-1: three actions at most from the button):
 * the details, checked for their shape only (no lookup, so nothing is learnt); their review, where
 * they may change them; the confirmation, which hands them to requestContractCancellation and answers
 * the same "recorded" whatever they name. Past the rate limit, the review says so.
 */
export async function requestCancellation(_previous: CancelRequestState, form: FormData): Promise<CancelRequestState> {
  const clientToken = form.get('clientToken');
  const values: CancelRequestValues = { name: text(form, 'name'), email: text(form, 'email'), reference: text(form, 'reference'), motiveId: text(form, 'motiveId') };
  const intent = CANCEL_REQUEST_INTENTS.find((i) => i === form.get('intent')) ?? 'review';
  if (intent === 'edit') return { step: 'details', values };
  const checked = await runAction({
    clientToken, who: 'visitor', schema: requestSchema, input: values, fields: FIELDS,
    run: async ({ tenant }, input) => {
      if (intent !== 'confirm') return null;
      // The answer takes at least as long whoever is named, so its time does not tell a contract was
      // found and cancelled (a cancellation and its e-mail take longer than finding nobody).
      const floor = new Promise((resolve) => setTimeout(resolve, ANSWER_FLOOR_MS));
      await requestContractCancellation({ tenant, ...input, address: clientAddressFromHeaders(await headers()) });
      await floor;
      return null;
    },
  });
  if (!checked.ok) {
    return intent === 'confirm' && Object.keys(checked.fieldErrors).length === 0
      ? { step: 'review', values, error: checked.message }
      : { step: 'details', values, error: checked.message, fieldErrors: checked.fieldErrors };
  }
  return intent === 'confirm' ? { step: 'sent' } : { step: 'review', values };
}

const confirmSchema = z.object({ subscriptionId: z.coerce.number().int().positive().max(2_147_483_647), motiveId });

/** A signed-in member confirms one of their own contracts; then its confirmation page. */
export async function confirmContractCancellation(_previous: MemberCancelState, form: FormData): Promise<MemberCancelState> {
  const done = await runAction({
    clientToken: form.get('clientToken'), who: 'member', schema: confirmSchema,
    input: { subscriptionId: text(form, 'subscriptionId'), motiveId: text(form, 'motiveId') },
    run: async (ctx, { subscriptionId, motiveId: chosen }) => {
      const { subscription } = await cancelContractQuickly({ ...ctx, subscriptionId, motiveId: chosen });
      return `/${ctx.tenant.token}/account/subscriptions/${subscription.id}/cancelled`;
    },
  });
  if (!done.ok) return { error: done.message };
  redirect(done.value, RedirectType.push);
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

'use server';
import { revalidatePath } from 'next/cache';
import { headers } from 'next/headers';
import { redirect, RedirectType } from 'next/navigation';
import { z } from 'zod';
import { getDb } from '@/lib/db/client';
import { cancelClosure } from '@/lib/domain/closures/cancel-closure';
import { DomainError } from '@/lib/domain/errors';
import { readContactDebts } from '@/lib/domain/finance/list-member-debts';
import { createPayableObject } from '@/lib/domain/payments/create-payable-object';
import { parseId, runAction, type ActionResult } from '../../run-action';

async function origin(): Promise<string> {
  if (process.env.PUBLIC_URL) return process.env.PUBLIC_URL.replace(/\/$/, '');
  const h = await headers();
  return `${h.get('x-forwarded-proto') ?? 'http'}://${h.get('x-forwarded-host') ?? h.get('host')}`;
}

const payInput = z.object({ incidentIds: z.array(z.number().int().positive()).min(1).max(100) });

/**
 * Pays the chosen open incidents online: a payable object for exactly their amounts (CONTRACT §9.6)
 * with the club's web checkout; the browser then goes to the provider's page. Nothing is settled
 * here: only the provider's verified event settles them, and the return page reads that state.
 */
export async function payDebtsAction(clientToken: string, input: z.input<typeof payInput>): Promise<ActionResult<{ url: string }>> {
  return runAction({
    clientToken, who: 'member', schema: payInput, input,
    run: async (ctx, { incidentIds }) => {
      const debts = await readContactDebts(await getDb(), ctx.tenant.id, ctx.actor.contactId);
      if (!debts) throw new DomainError('api.error.not-found', 'No such contact.');
      const chosen = debts.incidents.filter((i) => incidentIds.includes(i.id));
      // An incident settled meanwhile (another tab paid it) or not theirs: the page is out of date.
      if (chosen.length !== new Set(incidentIds).size) throw new DomainError('api.error.not-found', 'An incident is no longer owed.');
      if (debts.club.webCheckoutId === null) throw new DomainError('api.error.payable-object.online-payment-disabled', 'No web checkout.');
      const base = `${await origin()}/${ctx.tenant.token}/account/debts/return`;
      const payable = await createPayableObject({
        ...ctx, contactId: ctx.actor.contactId, amount: chosen.reduce((sum, i) => sum + i.amount, 0), clubId: debts.club.id,
        clubCode: debts.club.code, checkoutId: debts.club.webCheckoutId, kind: 'incidents', targetIds: chosen.map((i) => i.id),
        validUrl: base, cancelUrl: base, origin: await origin(),
      });
      return { url: payable.redirectUrl };
    },
  });
}

/**
 * The member reopens their own closed account (contactSelfUnclosing), refused while anything is owed.
 * On success it goes to the debts page, which says so; a refusal stays beside the button.
 * A form action, so that a press before the page's scripts have loaded still posts it (the return page
 * is reached by a full load from the provider, and a member presses at once).
 */
export async function reopenAccount(_previous: { error?: string }, form: FormData): Promise<{ error?: string }> {
  const done = await runAction({
    clientToken: form.get('clientToken'), who: 'member',
    run: async (ctx) => {
      await cancelClosure({ ...ctx, closureId: parseId(Number(form.get('closureId'))), contactSelfUnclosing: true });
      revalidatePath(`/${ctx.tenant.token}/account`, 'layout');
      return `/${ctx.tenant.token}/account/debts?reopened=1`;
    },
  });
  if (!done.ok) return { error: done.message };
  redirect(done.value, RedirectType.replace);
}

'use server';
import { z } from 'zod';
import { updateOptin } from '@/lib/domain/consents/update-optin';
import { runAction, type ActionResult } from '../../run-action';

const consentSchema = z.object({ optinId: z.number().int().positive(), isAuthorized: z.boolean() });

/**
 * Turns one of the member's consents on or off through updateOptin. The member is the actor: an
 * opt-in of another contact is refused by the domain, and reads as missing.
 */
export async function saveConsent(clientToken: string, optinId: number, isAuthorized: boolean): Promise<ActionResult<{ isAuthorized: boolean }>> {
  return runAction({
    clientToken, who: 'member', schema: consentSchema, input: { optinId, isAuthorized },
    run: async (ctx, values) => ({ isAuthorized: (await updateOptin({ ...ctx, ...values })).isAuthorized }),
  });
}

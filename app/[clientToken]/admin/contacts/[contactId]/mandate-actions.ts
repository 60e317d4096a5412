'use server';
import { transitionMandate } from '@/lib/domain/mandates/transition-mandate';
import { parseId, runAction, type ActionResult } from '../../../run-action';

/** Staff revoke a contact's mandate (POST /mandates/{id}/transitions revoke): nothing more is debited from it. */
export async function revokeMandateAction(clientToken: string, mandateId: number): Promise<ActionResult<null>> {
  return runAction({
    clientToken, who: 'staff',
    run: async (ctx) => {
      await transitionMandate({ ...ctx, mandateId: parseId(mandateId), transition: 'revoke' });
      return null;
    },
  });
}

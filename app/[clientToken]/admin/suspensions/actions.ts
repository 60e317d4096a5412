'use server';
import { z } from 'zod';
import { transitionSuspension } from '@/lib/domain/subscriptions/transition-suspension';
import { parseId, runAction, type ActionResult } from '../../run-action';

const decisionSchema = z.enum(['accept', 'refuse']);

/** Accepts or refuses a requested suspension (transitionSuspension, as POST /suspensions/{id}/transitions). */
export async function decideSuspension(clientToken: string, suspensionId: number, decision: unknown): Promise<ActionResult<{ state: string }>> {
  return runAction({
    clientToken, who: 'staff', schema: decisionSchema, input: decision,
    run: async (ctx, transition) => {
      const updated = await transitionSuspension({ ...ctx, suspensionId: parseId(suspensionId), transition });
      return { state: updated.state };
    },
  });
}

'use server';
import { z } from 'zod';
import { transitionCancellation } from '@/lib/domain/subscriptions/transition-cancellation';
import { parseId, runAction, type ActionResult } from '../../run-action';

const decisionSchema = z.enum(['accept', 'reject']);

/** Accepts or rejects a submitted cancellation (transitionCancellation, as POST /cancellations/{id}/transitions). */
export async function decideCancellation(clientToken: string, cancellationId: number, decision: unknown): Promise<ActionResult<{ status: string }>> {
  return runAction({
    clientToken, who: 'staff', schema: decisionSchema, input: decision,
    run: async (ctx, transition) => {
      const updated = await transitionCancellation({ ...ctx, cancellationId: parseId(cancellationId), transition });
      return { status: updated.status };
    },
  });
}

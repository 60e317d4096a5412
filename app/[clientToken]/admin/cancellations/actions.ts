'use server';
import { DomainError } from '@/lib/domain/errors';
import { transitionCancellation } from '@/lib/domain/subscriptions/transition-cancellation';
import type { ActionResult } from '../action-result';
import { parseId, runStaffAction } from '../run-staff-action';

/** Accepts or rejects a submitted cancellation (transitionCancellation, as POST /cancellations/{id}/transitions). */
export async function decideCancellation(clientToken: string, cancellationId: number, decision: unknown): Promise<ActionResult<{ status: string }>> {
  return runStaffAction(clientToken, async (ctx) => {
    const transition = decision === 'accept' || decision === 'reject' ? decision : null;
    const id = parseId(cancellationId);
    if (!transition) throw new DomainError('api.error.validation.invalid', 'A decision is accept or reject.');
    const updated = await transitionCancellation({ ...ctx, cancellationId: id, transition });
    return { status: updated.status };
  });
}

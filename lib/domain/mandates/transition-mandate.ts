import { and, eq } from 'drizzle-orm';
import { inTransaction } from '../../db/transaction';
import { mandates } from '../../db/schema/mandates';
import { now } from '../../time/clock';
import type { OperationContext } from '../context';
import { DomainError } from '../errors';
import { mandateView, type MandateView } from './mandate-view';
import { readMandateOrThrow } from './read-mandate';

export const mandateTransitions = ['revoke'] as const;
export type MandateTransition = (typeof mandateTransitions)[number];

/**
 * POST /mandates/{id}/transitions { revoke }: a pending or active mandate is revoked (no more debits
 * from it); revoking a revoked one is a 400 api.error.mandate.already-revoked.
 */
export async function transitionMandate(ctx: OperationContext & { mandateId: number; transition: MandateTransition }): Promise<MandateView> {
  return inTransaction(async (tx) => {
    const mandate = await readMandateOrThrow(ctx, ctx.mandateId, tx, true);
    if (mandate.state === 'revoked') throw new DomainError('api.error.mandate.already-revoked', 'This mandate is already revoked.');
    const [revoked] = await tx.update(mandates).set({ state: 'revoked', revokedAt: now() })
      .where(and(eq(mandates.tenantId, ctx.tenant.id), eq(mandates.id, mandate.id))).returning();
    return mandateView(tx, ctx.tenant.id, revoked!);
  });
}

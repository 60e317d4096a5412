import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { cancellations, subscriptionOptions, subscriptions, type Cancellation, type CancellationStatus } from '../../db/schema';
import { now } from '../../time/clock';
import type { OperationContext } from '../context';
import { DomainError } from '../errors';
import { applyAcceptedCancellation, resetOptionEnd } from './accept-cancellation-effects';
import { getCancellationOrThrow } from './get-cancellation';
import { withContacts, type CancellationView } from './with-contacts';

export const cancellationTransitions = ['accept', 'reject', 'cancel'] as const;
export type CancellationTransition = (typeof cancellationTransitions)[number];

/** The moves allowed: accept and reject decide a submitted request; cancel voids a submitted or accepted one. */
const MOVES: Record<CancellationTransition, { from: CancellationStatus[]; to: CancellationStatus }> = {
  accept: { from: ['submitted'], to: 'accepted' },
  reject: { from: ['submitted'], to: 'rejected' },
  cancel: { from: ['submitted', 'accepted'], to: 'canceled' },
};

/** Voiding an accepted cancellation gives the subscription (and its cascaded options) back its open end. */
async function undoAccepted(tx: Executor, cancellation: Cancellation): Promise<void> {
  const { tenantId } = cancellation;
  if (cancellation.subscriptionOptionId !== null) {
    const [option] = await tx.select().from(subscriptionOptions)
      .where(and(eq(subscriptionOptions.tenantId, tenantId), eq(subscriptionOptions.id, cancellation.subscriptionOptionId))).for('update');
    if (option?.state !== 'active') {
      throw new DomainError('api.error.cancellation.transition-not-allowed', 'The option has already ended: it cannot be reopened here.');
    }
    await resetOptionEnd(tx, tenantId, option.id);
    return;
  }
  const [subscription] = await tx.select().from(subscriptions)
    .where(and(eq(subscriptions.tenantId, tenantId), eq(subscriptions.id, cancellation.subscriptionId!))).for('update');
  if (subscription?.state !== 'active') {
    throw new DomainError('api.error.cancellation.transition-not-allowed', 'The subscription has already ended: it cannot be reopened here.');
  }
  // A fixed-term or upfront subscription had an end date of its own, which the accepted date replaced
  // and nothing kept: voiding would leave it running forever. Staff correct it another way.
  if (subscription.fixedTerm || subscription.paymentType === 'upfront') {
    throw new DomainError('api.error.cancellation.transition-not-allowed',
      'This subscription had its own end date before the cancellation: an accepted cancellation of it cannot be voided.');
  }
  await tx.update(subscriptions).set({ endDate: null, updatedAt: now() })
    .where(and(eq(subscriptions.tenantId, tenantId), eq(subscriptions.id, subscription.id)));
  const children = await tx.update(cancellations).set({ status: 'canceled', updatedAt: now() })
    .where(and(eq(cancellations.tenantId, tenantId), eq(cancellations.parentId, cancellation.id))).returning();
  for (const child of children) await resetOptionEnd(tx, tenantId, child.subscriptionOptionId!);
}

/** POST /cancellations/{id}/transitions and the staff page's accept / reject buttons. */
export async function transitionCancellation(
  ctx: OperationContext & { cancellationId: number; transition: CancellationTransition },
): Promise<CancellationView> {
  return inTransaction(async (tx) => {
    const cancellation = await getCancellationOrThrow(ctx, ctx.cancellationId, tx, true);
    // A cascaded option cancellation follows its subscription's: decided alone, a mandatory option
    // could outlive its subscription, or stop while it runs on.
    if (cancellation.parentId !== null) {
      throw new DomainError('api.error.cancellation.transition-not-allowed',
        'This option\'s cancellation follows its subscription\'s: decide on the subscription\'s cancellation.');
    }
    const move = MOVES[ctx.transition];
    if (!move.from.includes(cancellation.status)) {
      throw new DomainError('api.error.cancellation.transition-not-allowed',
        `A ${cancellation.status} cancellation cannot be moved by "${ctx.transition}".`);
    }
    const [updated] = await tx.update(cancellations).set({ status: move.to, updatedAt: now() })
      .where(and(eq(cancellations.tenantId, ctx.tenant.id), eq(cancellations.id, cancellation.id))).returning();
    if (move.to === 'accepted') await applyAcceptedCancellation(tx, updated!);
    if (move.to === 'canceled' && cancellation.status === 'accepted') await undoAccepted(tx, cancellation);
    return (await withContacts(tx, ctx.tenant.id, [updated!]))[0]!;
  });
}

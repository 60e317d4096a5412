import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cancellations, subscriptionOptions, subscriptions, type Cancellation } from '../../db/schema';
import { now } from '../../time/clock';

/**
 * What an accepted cancellation does at once: the subscription (or option) gets its end date; a
 * main subscription's options get accepted cancellations on the same date (the cascade). The state
 * becomes `ended` after that date, by the end-subscriptions job.
 */
export async function applyAcceptedCancellation(tx: Executor, cancellation: Cancellation): Promise<void> {
  const { tenantId } = cancellation;
  const at = now();
  if (cancellation.subscriptionOptionId !== null) {
    await tx.update(subscriptionOptions).set({ endDate: cancellation.cancellationDate })
      .where(and(eq(subscriptionOptions.tenantId, tenantId), eq(subscriptionOptions.id, cancellation.subscriptionOptionId)));
    return;
  }
  await tx.update(subscriptions).set({ endDate: cancellation.cancellationDate, updatedAt: at })
    .where(and(eq(subscriptions.tenantId, tenantId), eq(subscriptions.id, cancellation.subscriptionId!)));
  const options = await tx.select().from(subscriptionOptions)
    .where(and(eq(subscriptionOptions.tenantId, tenantId), eq(subscriptionOptions.subscriptionId, cancellation.subscriptionId!),
      eq(subscriptionOptions.state, 'active')));
  if (options.length === 0) return;
  await tx.update(subscriptionOptions).set({ endDate: cancellation.cancellationDate })
    .where(and(eq(subscriptionOptions.tenantId, tenantId), inArray(subscriptionOptions.id, options.map((o) => o.id))));
  await tx.insert(cancellations).values(options.map((option) => ({
    tenantId, subscriptionOptionId: option.id, parentId: cancellation.id, contactId: cancellation.contactId,
    clubId: cancellation.clubId, receptionDate: cancellation.receptionDate, cancellationDate: cancellation.cancellationDate,
    motiveId: cancellation.motiveId, comment: cancellation.comment, status: 'accepted' as const, inputChannel: cancellation.inputChannel,
    refundPolicy: cancellation.refundPolicy, createCreditNote: cancellation.createCreditNote, createdOn: cancellation.createdOn,
  })));
}

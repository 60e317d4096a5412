import { and, eq, gt, inArray, isNull, min, or, sql } from 'drizzle-orm';
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
  const date = cancellation.cancellationDate;
  if (cancellation.subscriptionOptionId !== null) {
    // An option already ending earlier (its subscription's cascade) keeps its earlier end.
    await tx.update(subscriptionOptions).set({ endDate: sql`least(coalesce(${subscriptionOptions.endDate}, ${date}::date), ${date}::date)` })
      .where(and(eq(subscriptionOptions.tenantId, tenantId), eq(subscriptionOptions.id, cancellation.subscriptionOptionId)));
    return;
  }
  await tx.update(subscriptions).set({ endDate: date, updatedAt: now() })
    .where(and(eq(subscriptions.tenantId, tenantId), eq(subscriptions.id, cancellation.subscriptionId!)));
  // Options cancelled on their own for an earlier date already stop before the subscription: the
  // cascade leaves them be (it would move their end later). Those ending later are brought forward.
  const options = await tx.select().from(subscriptionOptions)
    .where(and(eq(subscriptionOptions.tenantId, tenantId), eq(subscriptionOptions.subscriptionId, cancellation.subscriptionId!),
      eq(subscriptionOptions.state, 'active'), or(isNull(subscriptionOptions.endDate), gt(subscriptionOptions.endDate, date))));
  if (options.length === 0) return;
  await tx.update(subscriptionOptions).set({ endDate: date })
    .where(and(eq(subscriptionOptions.tenantId, tenantId), inArray(subscriptionOptions.id, options.map((o) => o.id))));
  await tx.insert(cancellations).values(options.map((option) => ({
    tenantId, subscriptionOptionId: option.id, parentId: cancellation.id, contactId: cancellation.contactId,
    clubId: cancellation.clubId, receptionDate: cancellation.receptionDate, cancellationDate: date,
    motiveId: cancellation.motiveId, comment: cancellation.comment, status: 'accepted' as const, inputChannel: cancellation.inputChannel,
    refundPolicy: cancellation.refundPolicy, createCreditNote: cancellation.createCreditNote, createdOn: cancellation.createdOn,
  })));
}

/**
 * After a cancellation of an option is voided, the option ends on the earliest date still accepted
 * for it (its own request or its subscription's cascade), or not at all.
 */
export async function resetOptionEnd(tx: Executor, tenantId: number, optionId: number): Promise<void> {
  const [earliest] = await tx.select({ date: min(cancellations.cancellationDate) }).from(cancellations).where(and(
    eq(cancellations.tenantId, tenantId), eq(cancellations.subscriptionOptionId, optionId), eq(cancellations.status, 'accepted')));
  await tx.update(subscriptionOptions).set({ endDate: earliest?.date ?? null })
    .where(and(eq(subscriptionOptions.tenantId, tenantId), eq(subscriptionOptions.id, optionId)));
}

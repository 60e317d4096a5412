import { and, eq, inArray, isNull } from 'drizzle-orm';
import { inTransaction } from '../../db/transaction';
import type { Executor } from '../../db/client';
import { cancellationMotives, cancellations, subscriptionOptions, type SubscriptionOption } from '../../db/schema';
import type { OperationContext } from '../context';
import { DomainError, invalidField } from '../errors';
import { isAlreadyCancelled } from './get-cancellation-dates';
import { getReferencedSubscriptionOrThrow } from './get-subscription';
import { subscriptionClub } from './subscription-club';
import { withContacts, type CancellationView } from './with-contacts';

export interface CancellationInput {
  subscriptionId?: number;
  subscriptionOptionId?: number;
  receptionDate?: string;
  cancellationDate: string;
  motiveId?: number | null;
  inputChannel?: 'admin' | 'member';
  comment?: string;
  refundPolicy?: 'period_end' | 'period_start' | 'prorata';
  createCreditNote?: boolean;
}

/**
 * An option is cancelled already when it has ended, or has a request pending or accepted of its own
 * or from its subscription's cascade: a second one could only move its end past the first.
 */
async function optionAlreadyCancelled(tx: Executor, option: SubscriptionOption): Promise<boolean> {
  if (option.state !== 'active') return true;
  const [found] = await tx.select({ id: cancellations.id }).from(cancellations).where(and(
    eq(cancellations.tenantId, option.tenantId), eq(cancellations.subscriptionOptionId, option.id),
    inArray(cancellations.status, ['submitted', 'accepted']))).limit(1);
  return found !== undefined;
}

/**
 * POST /cancellations (back office, import): a `submitted` cancellation of a subscription or of one
 * option, not effective until accepted. No online rule is checked; the option rules are.
 */
export async function createCancellation(ctx: OperationContext & { input: CancellationInput }): Promise<CancellationView> {
  const { tenant, input } = ctx;
  if ((input.subscriptionId === undefined) === (input.subscriptionOptionId === undefined)) {
    throw invalidField('subscription', 'exactly-one', 'Give exactly one of subscription and subscriptionOption.', 'api.error.cancellation.target-required');
  }
  return inTransaction(async (tx) => {
    let subscriptionId = input.subscriptionId;
    let option: SubscriptionOption | undefined;
    if (input.subscriptionOptionId !== undefined) {
      [option] = await tx.select().from(subscriptionOptions)
        .where(and(eq(subscriptionOptions.tenantId, tenant.id), eq(subscriptionOptions.id, input.subscriptionOptionId))).limit(1);
      if (!option) throw invalidField('subscriptionOption', 'not-found', 'No subscription option of this network has this id.');
      subscriptionId = option.subscriptionId;
    }
    // The actor's reach comes before the rules: a refusal must not describe another club's subscription.
    // Locking the subscription serialises requests on it and on its options.
    const subscription = await getReferencedSubscriptionOrThrow(ctx, subscriptionId!, option ? 'subscriptionOption' : 'subscription', tx, 'wait');
    if (option) {
      if (option.mandatory || option.packageId !== null) {
        throw new DomainError('api.error.cancellation.option-not-cancellable-alone',
          'A mandatory option, or an option of a package, ends with its subscription: cancel the subscription.');
      }
      if (await optionAlreadyCancelled(tx, option)) {
        throw new DomainError('api.error.cancellation.already-canceled', 'This option already has a cancellation, on its own or with its subscription.');
      }
    } else if (isAlreadyCancelled(subscription)) {
      throw new DomainError('api.error.cancellation.already-canceled', 'This subscription already has a cancellation.');
    }
    if (input.motiveId) {
      const [motive] = await tx.select({ id: cancellationMotives.id }).from(cancellationMotives)
        .where(and(eq(cancellationMotives.tenantId, tenant.id), eq(cancellationMotives.id, input.motiveId), isNull(cancellationMotives.archivedAt))).limit(1);
      if (!motive) throw invalidField('cancellationMotiveId', 'not-found', 'No cancellation motive of this network has this id.');
    }
    const { today } = await subscriptionClub(tx, tenant.id, subscription.clubId);
    const receptionDate = input.receptionDate ?? today;
    if (input.cancellationDate < receptionDate) {
      throw invalidField('cancellationDate', 'before-reception', 'The cancellation date cannot be before the reception date.');
    }
    const [created] = await tx.insert(cancellations).values({
      tenantId: tenant.id, subscriptionId: input.subscriptionOptionId === undefined ? subscription.id : null,
      subscriptionOptionId: input.subscriptionOptionId ?? null, contactId: subscription.contactId, clubId: subscription.clubId,
      receptionDate, cancellationDate: input.cancellationDate, motiveId: input.motiveId ?? null, comment: input.comment ?? '',
      status: 'submitted', inputChannel: input.inputChannel ?? 'admin', refundPolicy: input.refundPolicy ?? 'period_end',
      createCreditNote: input.createCreditNote ?? true, createdOn: today,
    }).returning();
    return (await withContacts(tx, tenant.id, [created!]))[0]!;
  });
}


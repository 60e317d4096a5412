import { inTransaction } from '../../db/transaction';
import { subscriptionOptions, subscriptions } from '../../db/schema';
import { confinedClubId, type OperationContext } from '../context';
import { DomainError, invalidField } from '../errors';
import { assertClubOfTenant } from '../contacts/check-contact-references';
import { getReferencedContactOrThrow } from '../contacts/get-contact';
import { getSubscriptionOrThrow, type SubscriptionDetail } from './get-subscription';
import { markContactClient } from './mark-contact-client';
import type { Rhythm } from './renewal-dates';

export interface SubscriptionImport {
  contactId: number;
  clubId: number;
  name: string;
  paymentType: 'direct_debit' | 'upfront';
  fixedTerm: boolean;
  startDate: string;
  engagedThrough: string | null;
  endDate: string | null;
  rhythmBilling: Rhythm;
  options: { name: string; mandatory: boolean; packageId: number | null }[];
}

/** POST /subscriptions (admin): a subscription sold elsewhere, brought in by staff. The contact becomes a client. */
export async function importSubscription(ctx: OperationContext & { input: SubscriptionImport }): Promise<SubscriptionDetail> {
  const { tenant, input } = ctx;
  if (input.engagedThrough !== null && input.engagedThrough < input.startDate) {
    throw invalidField('engagedThrough', 'before-start', 'The commitment cannot end before the start date.');
  }
  if (input.endDate !== null && input.endDate < input.startDate) {
    throw invalidField('endDate', 'before-start', 'The end date cannot be before the start date.');
  }
  if ((input.fixedTerm || input.paymentType === 'upfront') && input.endDate === null) {
    throw invalidField('endDate', 'required', 'A fixed-term or upfront subscription has an end date.');
  }
  return inTransaction(async (tx) => {
    // The contact is named by a body field: an unknown one is bad input on that field (CONTRACT §1), not a 404.
    await getReferencedContactOrThrow(ctx, input.contactId, 'contactId', tx, true);
    await assertClubOfTenant(tx, tenant.id, input.clubId);
    // A club token reaches its club's subscriptions only (as it reads and deletes them): it cannot
    // put one in another club, whoever the contact is.
    const confined = confinedClubId(ctx.actor);
    if (confined !== undefined && confined !== input.clubId) {
      throw new DomainError('api.error.scope.unauthorized-club', 'This token is restricted to another club.');
    }
    const { options, ...values } = input;
    const [subscription] = await tx.insert(subscriptions).values({ ...values, tenantId: tenant.id }).returning();
    if (options.length > 0) {
      await tx.insert(subscriptionOptions).values(options.map((o) => ({ ...o, tenantId: tenant.id, subscriptionId: subscription!.id })));
    }
    await markContactClient(tx, tenant, input.contactId);
    return getSubscriptionOrThrow({ tenant, actor: { kind: 'system' } }, subscription!.id, tx);
  });
}

import { and, eq, sql } from 'drizzle-orm';
import { offers } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import type { OperationContext } from '../context';
import { DomainError } from '../errors';
import { assertMayEditClubCatalog } from './catalog-access';
import type { OfferPatch } from './catalog-input';
import type { OfferView } from './catalog-views';
import { getOfferOrThrow, lockOfferOrThrow } from './get-offer';
import { lockProductOrThrow } from './get-product';
import { assertOfferRules } from './offer-rules';

/**
 * PATCH /offers/{id} (admin): the fields given, and the whole offer checked again. Sales already made
 * keep what they were sold with (an article copies its schedule), so a sold offer may still change.
 */
export async function updateOffer(ctx: OperationContext & { offerId: number; patch: OfferPatch }): Promise<OfferView> {
  const { tenant, patch } = ctx;
  await inTransaction(async (tx) => {
    const current = await lockOfferOrThrow(tx, tenant.id, ctx.offerId);
    const product = await lockProductOrThrow(tx, tenant.id, current.productId);
    assertMayEditClubCatalog(ctx.actor, product.clubId);
    if (current.archived || product.archived) throw new DomainError('api.error.catalog.archived', 'This offer is archived: it can no longer change.');
    assertOfferRules({ ...current, ...patch });
    await tx.update(offers).set({ ...patch, updatedAt: sql`now()` }).where(and(eq(offers.tenantId, tenant.id), eq(offers.id, ctx.offerId)));
  });
  return getOfferOrThrow(ctx, ctx.offerId);
}

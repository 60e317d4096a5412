import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { offers, products } from '../../db/schema';

/**
 * For the sales area, in the transaction that first sells an offer: from then on DELETE archives the
 * offer and its product instead of deleting them (docs/decisions.md, Catalog).
 */
export async function markOfferSold(tx: Executor, tenantId: number, offerId: number): Promise<void> {
  const [offer] = await tx.update(offers).set({ sold: true })
    .where(and(eq(offers.tenantId, tenantId), eq(offers.id, offerId), eq(offers.sold, false))).returning({ productId: offers.productId });
  if (offer) {
    await tx.update(products).set({ sold: true }).where(and(eq(products.tenantId, tenantId), eq(products.id, offer.productId)));
  }
}

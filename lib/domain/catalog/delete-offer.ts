import { and, eq, sql } from 'drizzle-orm';
import { offers } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import type { OperationContext } from '../context';
import { assertMayEditClubCatalog } from './catalog-access';
import { lockOfferOrThrow } from './get-offer';
import { lockProductOrThrow } from './get-product';

/** DELETE /offers/{id} (admin): deleted when never sold, else archived (hidden from the catalog, kept on old sales). */
export async function deleteOffer(ctx: OperationContext & { offerId: number }): Promise<{ archived: boolean }> {
  const { tenant } = ctx;
  return inTransaction(async (tx) => {
    const offer = await lockOfferOrThrow(tx, tenant.id, ctx.offerId);
    assertMayEditClubCatalog(ctx.actor, (await lockProductOrThrow(tx, tenant.id, offer.productId)).clubId);
    const where = and(eq(offers.tenantId, tenant.id), eq(offers.id, offer.id));
    if (offer.sold) {
      await tx.update(offers).set({ archived: true, updatedAt: sql`now()` }).where(where);
      return { archived: true };
    }
    await tx.delete(offers).where(where);
    return { archived: false };
  });
}

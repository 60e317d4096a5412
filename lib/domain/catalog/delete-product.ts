import { and, eq, sql } from 'drizzle-orm';
import { offers, products } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import type { OperationContext } from '../context';
import { assertMayEditClubCatalog } from './catalog-access';
import { lockProductOrThrow } from './get-product';

/**
 * DELETE /products/{id} (admin): a product never sold (nor any of its offers) is deleted with its
 * offers; one already sold is archived, hidden from the catalog and kept for the sales that name it.
 */
export async function deleteProduct(ctx: OperationContext & { productId: number }): Promise<{ archived: boolean }> {
  const { tenant } = ctx;
  return inTransaction(async (tx) => {
    const product = await lockProductOrThrow(tx, tenant.id, ctx.productId);
    assertMayEditClubCatalog(ctx.actor, product.clubId);
    const [soldOffer] = await tx.select({ id: offers.id }).from(offers)
      .where(and(eq(offers.tenantId, tenant.id), eq(offers.productId, product.id), eq(offers.sold, true))).limit(1);
    const where = and(eq(products.tenantId, tenant.id), eq(products.id, product.id));
    if (product.sold || soldOffer) {
      await tx.update(products).set({ archived: true, updatedAt: sql`now()` }).where(where);
      return { archived: true };
    }
    await tx.delete(products).where(where);
    return { archived: false };
  });
}

import { and, eq, sql } from 'drizzle-orm';
import { products } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import type { OperationContext } from '../context';
import { assertClubOfTenant } from '../contacts/check-contact-references';
import { DomainError } from '../errors';
import { assertMayEditClubCatalog } from './catalog-access';
import type { ProductPatch } from './catalog-input';
import { getProductOrThrow, lockProductOrThrow, type ProductDetail } from './get-product';

/** PATCH /products/{id} (admin): the fields given. Moving a product to another club moves its offers with it. */
export async function updateProduct(
  ctx: OperationContext & { productId: number; patch: ProductPatch },
): Promise<ProductDetail> {
  const { tenant, patch } = ctx;
  return inTransaction(async (tx) => {
    const current = await lockProductOrThrow(tx, tenant.id, ctx.productId);
    assertMayEditClubCatalog(ctx.actor, current.clubId);
    if (current.archived) throw new DomainError('api.error.catalog.archived', 'This product is archived: it can no longer change.');
    if (patch.clubId !== undefined) {
      assertMayEditClubCatalog(ctx.actor, patch.clubId);
      if (patch.clubId !== null) await assertClubOfTenant(tx, tenant.id, patch.clubId, 'club');
    }
    const { productBehaviors, ...rest } = patch;
    await tx.update(products).set({ ...rest, ...(productBehaviors ? { behaviors: productBehaviors } : {}), updatedAt: sql`now()` })
      .where(and(eq(products.tenantId, tenant.id), eq(products.id, ctx.productId)));
    return getProductOrThrow(ctx, ctx.productId, tx);
  });
}

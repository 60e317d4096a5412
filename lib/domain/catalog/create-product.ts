import { products } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import type { OperationContext } from '../context';
import { assertClubOfTenant } from '../contacts/check-contact-references';
import { assertMayEditClubCatalog } from './catalog-access';
import type { ProductCreate } from './catalog-input';
import { getProductOrThrow, type ProductDetail } from './get-product';

/** POST /products (admin): a product with no offer yet; it shows in the catalog once an offer matches. */
export async function createProduct(ctx: OperationContext & { input: ProductCreate }): Promise<ProductDetail> {
  const { tenant, input } = ctx;
  assertMayEditClubCatalog(ctx.actor, input.clubId);
  return inTransaction(async (tx) => {
    if (input.clubId !== null) await assertClubOfTenant(tx, tenant.id, input.clubId, 'club');
    const [row] = await tx.insert(products).values({
      tenantId: tenant.id, clubId: input.clubId, name: input.name, description: input.description, type: input.type,
      behaviors: input.productBehaviors, requiredTags: input.requiredTags, grantedTags: input.grantedTags, minimumAge: input.minimumAge,
      translations: input.translations,
    }).returning({ id: products.id });
    return getProductOrThrow(ctx, row!.id, tx);
  });
}

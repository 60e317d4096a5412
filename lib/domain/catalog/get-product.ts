import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { products, type Product } from '../../db/schema';
import type { OperationContext } from '../context';
import { invalidField, notFound } from '../errors';
import { assertMayReadClubCatalog } from './catalog-access';
import { productColumns, type ProductView } from './catalog-views';

const tenantId = sql.placeholder('tenantId');
const productId = sql.placeholder('productId');
// Its offers still on sale (archived ones are kept for old sales, not listed).
const offerIds = sql<number[]>`ARRAY(SELECT o.id FROM offers o WHERE o.tenant_id = "products"."tenant_id"
  AND o.product_id = "products"."id" AND NOT o.archived ORDER BY o.id)`;

const byId = preparedStatement('catalog_product_by_id', (db, name) => db.select({ ...productColumns, offerIds, archived: products.archived })
  .from(products).where(and(eq(products.tenantId, tenantId), eq(products.id, productId))).limit(1).prepare(name));

export type ProductDetail = ProductView & { archived: boolean };

/** GET /products/{id}: one product of the tenant, archived ones included (old sales name them); a club-bound token, its club's or tenant-wide ones. */
export async function getProductOrThrow(ctx: OperationContext, id: number, db?: Executor): Promise<ProductDetail> {
  const [found] = db
    ? await db.select({ ...productColumns, offerIds, archived: products.archived }).from(products)
      .where(and(eq(products.tenantId, ctx.tenant.id), eq(products.id, id))).limit(1)
    : await (await byId()).execute({ tenantId: ctx.tenant.id, productId: id });
  if (!found) throw notFound('Product');
  assertMayReadClubCatalog(ctx.actor, found.clubId);
  return found;
}

/** The product a body field names, locked for the change: unknown is a 400 on that field (CONTRACT §1). */
export async function getReferencedProduct(tx: Executor, tenant: number, id: number, field: string): Promise<Product> {
  const [found] = await tx.select().from(products).where(and(eq(products.tenantId, tenant), eq(products.id, id))).limit(1).for('update');
  if (!found) throw invalidField(field, 'not-found', 'No product of this network has this id.');
  return found;
}

/** The whole row, locked for a change. */
export async function lockProductOrThrow(tx: Executor, tenant: number, id: number): Promise<Product> {
  const [found] = await tx.select().from(products).where(and(eq(products.tenantId, tenant), eq(products.id, id))).limit(1).for('update');
  if (!found) throw notFound('Product');
  return found;
}

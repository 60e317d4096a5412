import type { OperationContext } from '../context';
import type { Page, PageRequest } from '../paging';
import { resolveCatalogContext, type CatalogContextInput } from './catalog-context';
import { catalogStatements, shapeOf, valuesOf } from './catalog-query';
import type { OfferWithProduct } from './catalog-views';

/**
 * GET /offers?product=: the offers on sale in the context (CONTRACT §9.1, the same parameters as
 * GET /products), each with its product embedded, that product listing its offers matching the context.
 */
export async function listCatalogOffers(
  ctx: OperationContext & { clubId?: number; context: CatalogContextInput; productId?: number; page: PageRequest },
): Promise<Page<OfferWithProduct>> {
  const context = await resolveCatalogContext(ctx, ctx.context);
  const statements = catalogStatements(shapeOf(context, ctx.productId));
  const { page, itemsPerPage } = ctx.page;
  const values = valuesOf(ctx.tenant.id, context, ctx.productId, itemsPerPage, (page - 1) * itemsPerPage);
  const rows = await (await statements.offers()).execute(values);
  if (rows.length === 0 && values.offset > 0) {
    const [counted] = await (await statements.offerCount()).execute(values);
    return { items: [], totalItems: counted?.n ?? 0 };
  }
  return { items: rows.map(({ total: _total, ...offer }) => offer), totalItems: rows[0]?.total ?? 0 };
}

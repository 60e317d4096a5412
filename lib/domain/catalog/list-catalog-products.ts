import type { OperationContext } from '../context';
import type { Page, PageRequest } from '../paging';
import { resolveCatalogContext, type CatalogContextInput } from './catalog-context';
import { catalogStatements, shapeOf, valuesOf } from './catalog-query';
import type { ProductView } from './catalog-views';

/**
 * GET /products: the products with at least one offer on sale in the context, each listing those
 * offers, by id. A page past the end (or a full one) asks for the total; others are their own.
 */
export async function listCatalogProducts(
  ctx: OperationContext & { clubId?: number; context: CatalogContextInput; page: PageRequest },
): Promise<Page<ProductView>> {
  const context = await resolveCatalogContext(ctx, ctx.context);
  const statements = catalogStatements(shapeOf(context));
  const { page, itemsPerPage } = ctx.page;
  const values = valuesOf(ctx.tenant.id, context, undefined, itemsPerPage, (page - 1) * itemsPerPage);
  const rows = await (await statements.products()).execute(values);
  if (rows.length === 0 && values.offset > 0) {
    const [counted] = await (await statements.productCount()).execute(values);
    return { items: [], totalItems: counted?.n ?? 0 };
  }
  return { items: rows.map(({ total: _total, ...product }) => product), totalItems: rows[0]?.total ?? 0 };
}

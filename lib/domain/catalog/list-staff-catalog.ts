// The back office's catalog page: every product of the tenant (or those a club sells: its own and
// those of every club), archived ones included (marked), each with all its offers, archived ones too. Staff see the whole catalog; a club-bound token never
// reaches this read (it serves the pages only).
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { offers, products } from '../../db/schema';
import type { OperationContext } from '../context';
import { offerColumns, productColumns, type OfferView, type ProductView } from './catalog-views';

/** Enough for a network's catalog on one page (the API pages by 30; staff read it whole). */
const MAX_PRODUCTS = 500;

export type StaffCatalogOffer = OfferView & { archived: boolean };
export type StaffCatalogProduct = Omit<ProductView, 'offerIds'> & { archived: boolean; offers: StaffCatalogOffer[] };

export async function listStaffCatalog(ctx: OperationContext & { clubId?: number }): Promise<StaffCatalogProduct[]> {
  const db = await getDb();
  const club = ctx.clubId === undefined ? undefined : or(isNull(products.clubId), eq(products.clubId, ctx.clubId));
  const rows = await db.select({ ...productColumns, archived: products.archived }).from(products)
    .where(and(eq(products.tenantId, ctx.tenant.id), club)).orderBy(asc(products.archived), asc(products.id)).limit(MAX_PRODUCTS);
  if (rows.length === 0) return [];
  const offerRows = await db.select({ ...offerColumns, archived: offers.archived }).from(offers)
    .where(and(eq(offers.tenantId, ctx.tenant.id), inArray(offers.productId, rows.map((r) => r.id))))
    .orderBy(asc(offers.archived), asc(offers.id));
  return rows.map((product) => ({ ...product, offers: offerRows.filter((o) => o.productId === product.id) }));
}

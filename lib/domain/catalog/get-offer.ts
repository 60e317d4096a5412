import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { offers, type Offer } from '../../db/schema';
import type { OperationContext } from '../context';
import { notFound } from '../errors';
import { assertMayReadClubCatalog } from './catalog-access';
import { offerColumns, type OfferView } from './catalog-views';

// With its product's club, which decides whether a club-bound token may read it.
const productClub = sql<number | null>`(SELECT p.club_id FROM products p WHERE p.tenant_id = "offers"."tenant_id" AND p.id = "offers"."product_id")`;
const byId = preparedStatement('catalog_offer_by_id', (db, name) => db.select({ ...offerColumns, productClubId: productClub }).from(offers)
  .where(and(eq(offers.tenantId, sql.placeholder('tenantId')), eq(offers.id, sql.placeholder('offerId')))).limit(1).prepare(name));

/** GET /offers/{id}: one offer of the tenant, archived ones included (old sales name them). */
export async function getOfferOrThrow(ctx: OperationContext, id: number): Promise<OfferView> {
  const [found] = await (await byId()).execute({ tenantId: ctx.tenant.id, offerId: id });
  if (!found) throw notFound('Offer');
  const { productClubId, ...offer } = found;
  assertMayReadClubCatalog(ctx.actor, productClubId);
  return offer;
}

/** The whole row, locked for a change. */
export async function lockOfferOrThrow(tx: Executor, tenantId: number, id: number): Promise<Offer> {
  const [found] = await tx.select().from(offers).where(and(eq(offers.tenantId, tenantId), eq(offers.id, id))).limit(1).for('update');
  if (!found) throw notFound('Offer');
  return found;
}

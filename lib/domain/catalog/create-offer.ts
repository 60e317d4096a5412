import { offers } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import type { OperationContext } from '../context';
import { invalidField } from '../errors';
import { assertMayEditClubCatalog } from './catalog-access';
import type { OfferCreate } from './catalog-input';
import type { OfferView } from './catalog-views';
import { getOfferOrThrow } from './get-offer';
import { getReferencedProduct } from './get-product';
import { assertOfferRules } from './offer-rules';

/**
 * The one-off price's split when the body leaves some of it out: the missing part is what the others
 * leave (no split at all: tax-free, priceTE = priceTI). A split that cannot hold is the rule's 400.
 */
export function splitPrice(priceTI: number, priceTE: number | undefined, tax: number | undefined): { priceTE: number; tax: number } {
  const split = { priceTE: priceTE ?? priceTI - (tax ?? 0), tax: tax ?? priceTI - (priceTE ?? priceTI) };
  if (split.priceTE < 0 || split.tax < 0) {
    throw invalidField(priceTE === undefined ? 'priceTE' : 'tax', 'price-mismatch', 'priceTI must equal priceTE + tax.', 'api.error.offer.price-mismatch');
  }
  return split;
}

/** POST /offers (admin): a sellable form of a product, checked against the rules of CONTRACT §9.1. */
export async function createOffer(ctx: OperationContext & { input: OfferCreate }): Promise<OfferView> {
  const { tenant, input } = ctx;
  const { productId, priceTE, tax, ...fields } = input;
  const offer = { ...fields, ...splitPrice(input.priceTI, priceTE, tax) };
  assertOfferRules(offer);
  const id = await inTransaction(async (tx) => {
    const product = await getReferencedProduct(tx, tenant.id, productId, 'product');
    assertMayEditClubCatalog(ctx.actor, product.clubId);
    if (product.archived) throw invalidField('product', 'archived', 'This product is archived: it takes no new offer.');
    const [row] = await tx.insert(offers).values({ ...offer, tenantId: tenant.id, productId }).returning({ id: offers.id });
    return row!.id;
  });
  return getOfferOrThrow(ctx, id);
}

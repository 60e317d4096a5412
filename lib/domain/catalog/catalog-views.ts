// What the catalog's reads return: the columns a product or an offer shows, and the offer ids listed
// with a product (its offers on sale, or those matching a catalog context).
import { offers, products, type Offer, type Product } from '../../db/schema';

export const productColumns = {
  id: products.id, clubId: products.clubId, name: products.name, description: products.description, type: products.type,
  behaviors: products.behaviors, requiredTags: products.requiredTags, grantedTags: products.grantedTags, minimumAge: products.minimumAge,
  translations: products.translations,
};
export type ProductView = Pick<Product, keyof typeof productColumns> & { offerIds: number[] };

export const offerColumns = {
  id: offers.id, productId: offers.productId, name: offers.name, channels: offers.channels, validFrom: offers.validFrom,
  validThrough: offers.validThrough, registrationFeeTI: offers.registrationFeeTI, registrationFeeName: offers.registrationFeeName,
  priceTI: offers.priceTI, priceTE: offers.priceTE, tax: offers.tax, isFirstMonthPayed: offers.isFirstMonthPayed,
  rhythmBilling: offers.rhythmBilling, isProrated: offers.isProrated, repaymentSchedule: offers.repaymentSchedule, maxDebt: offers.maxDebt,
  translations: offers.translations,
};
export type OfferView = Pick<Offer, keyof typeof offerColumns>;
/** An offer with its product embedded (GET /offers). */
export type OfferWithProduct = OfferView & { product: ProductView };

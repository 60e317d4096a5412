// The catalog in the reader's language (CONTRACT §15): a product's name and description and an offer's
// name as staff translated them, else as the club writes them. What is sold keeps the words it was
// sold with (a sale article copies the club's name: the contract and the invoice quote it).
import type { Locale } from '../../i18n/locales';
import type { OfferWithProduct } from './catalog-views';

export function offerInLanguage<T extends OfferWithProduct>(offer: T, locale: Locale): T {
  const own = offer.translations[locale];
  const product = offer.product.translations[locale];
  return {
    ...offer,
    name: own?.name || offer.name,
    product: { ...offer.product, name: product?.name || offer.product.name, description: product?.description || offer.product.description },
  };
}

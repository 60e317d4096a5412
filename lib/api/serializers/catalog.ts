import type { OfferView, OfferWithProduct, ProductView } from '../../domain/catalog/catalog-views';
import type { DebitSchedule } from '../../domain/catalog/debit-schedule';
import { totalPriceTI } from '../../domain/catalog/total-price';
import { iri } from '../../iri';
import type { Resource } from '../hydra';

export function serializeProduct(token: string, p: ProductView): Resource {
  return {
    '@id': iri(token, 'products', p.id), '@type': 'Product', id: p.id, name: p.name, description: p.description, type: p.type,
    club: p.clubId === null ? null : iri(token, 'clubs', p.clubId), productBehaviors: p.behaviors,
    requiredTags: p.requiredTags, grantedTags: p.grantedTags, minimumAge: p.minimumAge, translations: p.translations,
    offers: p.offerIds.map((id) => iri(token, 'offers', id)),
  };
}

function offerFields(token: string, o: OfferView) {
  return {
    '@id': iri(token, 'offers', o.id), '@type': 'Offer', id: o.id, name: o.name, channels: o.channels,
    validFrom: o.validFrom, validThrough: o.validThrough, registrationFeeTI: o.registrationFeeTI, registrationFeeName: o.registrationFeeName,
    priceTI: o.priceTI, priceTE: o.priceTE, tax: o.tax, totalPriceTI: totalPriceTI(o), isFirstMonthPayed: o.isFirstMonthPayed,
    rhythmBilling: o.rhythmBilling, articleBehaviors: { implementation: { isProrated: o.isProrated } },
    repaymentSchedule: o.repaymentSchedule, maxDebt: o.maxDebt, translations: o.translations,
  };
}

/** An offer, its product as an IRI. */
export function serializeOffer(token: string, o: OfferView): Resource {
  const { '@id': id, '@type': type, ...rest } = offerFields(token, o);
  return { '@id': id, '@type': type, product: iri(token, 'products', o.productId), ...rest };
}

/** An offer of GET /offers, its product embedded. */
export function serializeOfferWithProduct(token: string, o: OfferWithProduct): Resource {
  const { '@id': id, '@type': type, ...rest } = offerFields(token, o);
  return { '@id': id, '@type': type, product: serializeProduct(token, o.product), ...rest };
}

export function serializeDebitSchedule(token: string, s: { offer: OfferView; startDate: string } & DebitSchedule) {
  return { offer: iri(token, 'offers', s.offer.id), startDate: s.startDate, immediateTI: s.immediateTI, debits: s.debits };
}

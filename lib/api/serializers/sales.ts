import type { SaleArticle } from '../../db/schema';
import type { CheckoutView } from '../../domain/sales/checkout-view';
import type { PaymentView } from '../../domain/sales/get-payment';
import type { SaleView } from '../../domain/sales/sale-view';
import { iri } from '../../iri';
import { isoInZone } from '../../time/zone';
import type { Resource } from '../hydra';

export function serializeSaleArticle(token: string, a: SaleArticle, withSale = false): Resource {
  return {
    '@id': iri(token, 'sale_articles', a.id), '@type': 'SaleArticle', id: a.id, offerId: iri(token, 'offers', a.offerId),
    parent: a.parentId === null ? null : iri(token, 'sale_articles', a.parentId), name: a.name, priceTI: a.priceTI,
    implementation: Object.keys(a.implementation).length === 0 ? null : a.implementation, repaymentSchedule: a.repaymentSchedule,
    ...(withSale ? { sale: iri(token, 'sales', a.saleId) } : {}),
  };
}

export function serializeSale(token: string, s: SaleView): Resource {
  const at = (instant: Date | null) => (instant === null ? null : isoInZone(instant, s.clubTimeZone));
  return {
    '@id': iri(token, 'sales', s.id), '@type': 'Sale', id: s.id, contactId: iri(token, 'contacts', s.contactId),
    contactFamilyName: s.contactFamilyName, contactGivenName: s.contactGivenName, contactNumber: s.contactNumber,
    clubId: iri(token, 'clubs', s.clubId), clubCode: s.clubCode,
    address: { addressCountry: s.addressCountry, addressLocality: s.addressLocality, postalCode: s.postalCode, streetAddress: s.streetAddress },
    checkoutId: iri(token, 'checkouts', s.checkoutId), state: s.state, articles: s.articles.map((a) => serializeSaleArticle(token, a)),
    totalTI: s.totalTI, paidAmount: s.paidAmount, remainingAmount: s.remainingAmount, dueDate: s.dueDate,
    invoice: s.invoiceId === null ? null : iri(token, 'invoices', s.invoiceId), signedAt: at(s.signedAt), createdAt: at(s.createdAt),
    validatedAt: at(s.validatedAt),
  };
}

export function serializePayment(token: string, p: PaymentView): Resource {
  return {
    '@id': iri(token, 'payments', p.id), '@type': 'Payment', id: p.id,
    sale: p.saleId === null ? null : iri(token, 'sales', p.saleId), invoice: p.invoiceId === null ? null : iri(token, 'invoices', p.invoiceId),
    incident: p.incidentId === null ? null : iri(token, 'incidents', p.incidentId), amount: p.amount, mean: p.mean,
    paymentCards: p.paymentCards, cheques: p.cheques, createdAt: isoInZone(p.createdAt, p.clubTimeZone),
  };
}

export function serializeCheckout(token: string, c: CheckoutView): Resource {
  const club = iri(token, 'clubs', c.clubId);
  return {
    '@id': iri(token, 'checkouts', c.id), '@type': 'Checkout', id: c.id, name: c.name, clubId: club, club, clubCode: c.clubCode, type: c.type,
    currency: c.currency, webPaymentProviderType: c.webPaymentProviderType, paymentProviderConfiguration: c.paymentProviderConfiguration,
    webPaymentProviderCapabilities: c.webPaymentProviderCapabilities, totalCashAmount: c.totalCashAmount, createdAt: c.createdAt.toISOString(),
  };
}

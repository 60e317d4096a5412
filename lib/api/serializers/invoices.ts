import type { InvoiceView } from '../../domain/finance/get-invoice';
import { iri } from '../../iri';
import type { Resource } from '../hydra';

export function serializeInvoice(token: string, i: InvoiceView): Resource {
  return {
    '@id': iri(token, 'invoices', i.id), '@type': 'Invoice', id: i.id, contactId: iri(token, 'contacts', i.contactId),
    sale: i.saleId === null ? null : iri(token, 'sales', i.saleId),
    subscription: i.subscriptionId === null ? null : iri(token, 'subscriptions', i.subscriptionId),
    number: i.number, date: i.date, totalTI: i.totalTI, paidAmount: i.paidAmount, financialState: i.financialState, lateDueDate: i.lateDueDate,
  };
}

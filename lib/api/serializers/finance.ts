import type { ClosureView } from '../../domain/closures/closure-view';
import type { IncidentView } from '../../domain/finance/incident-view';
import type { InvoiceFinancial } from '../../domain/finance/invoice-financial';
import { iri } from '../../iri';
import { isoInZone } from '../../time/zone';
import type { Resource } from '../hydra';

export function serializeIncident(token: string, i: IncidentView): Resource {
  return {
    '@id': iri(token, 'incidents', i.id), '@type': 'Incident', id: i.id, contactId: iri(token, 'contacts', i.contactId),
    invoice: i.invoiceId === null ? null : iri(token, 'invoices', i.invoiceId), amount: i.amount, state: i.state, reason: i.reason,
    createdAt: isoInZone(i.createdAt, i.clubTimeZone), settledAt: i.settledAt ? isoInZone(i.settledAt, i.clubTimeZone) : null,
    payment: i.paymentId === null ? null : iri(token, 'payments', i.paymentId),
  };
}

export function serializeInvoiceFinancial(token: string, f: InvoiceFinancial) {
  return {
    invoice: iri(token, 'invoices', f.invoice.id), financialState: f.invoice.financialState, totalIncidentAmount: f.totalIncidentAmount,
    lateDueDate: f.invoice.lateDueDate,
    breakdowns: f.breakdowns.map((b) => ({
      dueDate: b.dueDate, amount: b.amount,
      payment: {
        '@id': b.paymentId === null ? null : iri(token, 'payments', b.paymentId),
        currentIncident: b.currentIncidentId === null ? null : iri(token, 'incidents', b.currentIncidentId),
      },
    })),
  };
}

export function serializeClosure(token: string, c: ClosureView): Resource {
  const timeZone = c.clubTimeZone;
  return {
    '@id': iri(token, 'closures', c.id), '@type': 'Closure', id: c.id, contactId: iri(token, 'contacts', c.contactId), date: c.date,
    reason: c.reason, state: c.state, createdAt: isoInZone(c.createdAt, timeZone), canceledAt: c.canceledAt ? isoInZone(c.canceledAt, timeZone) : null,
    feeInvoice: c.feeInvoiceId === null ? null : iri(token, 'invoices', c.feeInvoiceId),
    consequenceSummary: {
      addAlert: c.addAlert, contactDebt: c.contactDebt, lockSale: c.lockSale,
      subscriptions: c.subscriptionIds.map((id) => iri(token, 'subscriptions', id)), feeAmount: c.feeAmount,
    },
  };
}

// Settling an incident (CONTRACT §9.4, §9.6): the money comes in as a payment on the incident's
// invoice, through the ledger, in the caller's transaction (an online payment's event, or staff).
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { contacts, incidents, invoices, payments, type Incident, type Payment } from '../../db/schema';
import { now } from '../../time/clock';
import { DomainError, notFound } from '../errors';
import { nonZero } from '../ledger/balanced';
import { postTransaction } from '../ledger/post-transaction';
import { clubCheckoutOrThrow, clubDeskCheckout, clubWebCheckout } from '../sales/club-checkouts';
import { checkPaymentDetails, meanAccount, type PaymentDetails } from '../sales/payment-means';
import { invoiceMoney } from './invoice-money';
import { syncAccountingTag } from './sync-accounting-tag';
import { tenantRefOf } from './tenant-ref';

export interface SettleIncidentInput {
  tenantId: number;
  incidentId: number;
  /** `cash`, `cheque`, `card` or `<Brand>Web` (an online payment the provider validated). */
  mean: string;
  /** What caused it outside, such as `payable_objects/12`; kept on the payment. */
  paymentRef?: string | null;
  /** Where the money was taken: a checkout of the club, or its front desk; the club's web checkout when not named. */
  checkoutId?: number | 'desk';
  paymentCards?: PaymentDetails['paymentCards'];
  cheques?: PaymentDetails['cheques'];
}

export class IncidentNotOpenError extends DomainError {
  constructor(readonly state: Incident['state']) {
    super('api.error.incident.not-open', `This incident is ${state}: only an open incident can be settled or cancelled.`);
  }
}

/**
 * Locks the incident, records one payment of its amount (on its invoice's receivable up to what the
 * invoice still lacks, the rest as revenue: a fee beyond the invoice, or an incident without one), marks
 * it `settled`, and removes the accounting tag when it was the contact's last open incident. An incident
 * already settled or cancelled is refused (IncidentNotOpenError), so concurrent settlements of one
 * incident settle it once: the row lock makes them wait, then they see it settled.
 */
export async function settleIncident(tx: Executor, input: SettleIncidentInput): Promise<{ incident: Incident; payment: Payment }> {
  const [incident] = await tx.select().from(incidents)
    .where(and(eq(incidents.tenantId, input.tenantId), eq(incidents.id, input.incidentId))).limit(1).for('update');
  if (!incident) throw notFound('Incident');
  if (incident.state !== 'open') throw new IncidentNotOpenError(incident.state);
  const details = checkPaymentDetails({ amount: incident.amount, mean: input.mean, paymentCards: input.paymentCards, cheques: input.cheques });
  const [invoice] = incident.invoiceId === null ? [] : await tx.select().from(invoices)
    .where(and(eq(invoices.tenantId, input.tenantId), eq(invoices.id, incident.invoiceId))).limit(1);
  const clubId = invoice?.clubId ?? (await tx.select({ clubId: contacts.clubId }).from(contacts)
    .where(and(eq(contacts.tenantId, input.tenantId), eq(contacts.id, incident.contactId))).limit(1))[0]!.clubId;
  const checkout = input.checkoutId === undefined ? await clubWebCheckout(tx, input.tenantId, clubId, 'checkout')
    : input.checkoutId === 'desk' ? await clubDeskCheckout(tx, input.tenantId, clubId, 'checkout')
      : await clubCheckoutOrThrow(tx, input.tenantId, clubId, input.checkoutId, 'checkout');
  const toInvoice = invoice ? Math.min(incident.amount, (await invoiceMoney(tx, invoice)).remaining) : 0;
  const [payment] = await tx.insert(payments).values({
    tenantId: input.tenantId, saleId: invoice?.saleId ?? null, invoiceId: invoice?.id ?? null, incidentId: incident.id,
    reference: input.paymentRef ?? null, contactId: incident.contactId, checkoutId: checkout.id, mean: input.mean, amount: incident.amount,
    paymentCards: details.paymentCards, cheques: details.cheques,
  }).returning();
  await postTransaction(tx, {
    tenantId: input.tenantId, kind: 'incident_payment', ref: `payments/${payment!.id}`,
    postings: nonZero([
      { account: meanAccount(details.kind), checkoutId: checkout.id, amount: incident.amount },
      { account: 'receivable', contactId: incident.contactId, saleId: invoice?.saleId ?? undefined, invoiceId: invoice?.id, amount: -toInvoice },
      { account: 'revenue', amount: toInvoice - incident.amount },
    ]),
  });
  const [settled] = await tx.update(incidents).set({ state: 'settled', settledAt: now(), paymentId: payment!.id })
    .where(and(eq(incidents.tenantId, input.tenantId), eq(incidents.id, incident.id))).returning();
  await syncAccountingTag(tx, await tenantRefOf(tx, input.tenantId), incident.contactId);
  return { incident: settled!, payment: payment! };
}

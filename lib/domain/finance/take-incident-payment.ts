// Staff take what a member owes at the front desk (issue 29, staff): an open incident paid whole in
// cash, by cheque or by card, through finance's settleIncident (the one writer of an incident's
// payment), at the club's desk checkout so the drawer and the reconciliation count it.
import type { cardNetworks } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import type { OperationContext } from '../context';
import { assertCanReachContact } from '../contacts/contact-access';
import { notFound } from '../errors';
import { readIncidentViews, type IncidentView } from './incident-view';
import { settleIncident } from './settle-incident';

/** What the desk took: the whole amount in cash, as one cheque, or on one card slip. */
export type DeskPayment =
  | { mean: 'cash' }
  | { mean: 'cheque'; bank?: string | null; code?: string | null; owner?: string | null }
  | { mean: 'card'; network: (typeof cardNetworks)[number] };

/**
 * Settles the incident with the payment taken at the desk. The incident's row lock makes a second
 * click (or two desks at once) wait, then find it settled: `api.error.incident.not-open`, and the
 * money is taken once. Answers the settled incident.
 */
export async function takeIncidentPayment(ctx: OperationContext & { incidentId: number; payment: DeskPayment }): Promise<IncidentView> {
  return inTransaction(async (tx) => {
    const [view] = await readIncidentViews(tx, ctx.tenant.id, [ctx.incidentId]);
    if (!view) throw notFound('Incident');
    assertCanReachContact(ctx.actor, { id: view.contactId, clubId: view.clubId });
    const paid = ctx.payment;
    const amount = view.amount;
    await settleIncident(tx, {
      tenantId: ctx.tenant.id, incidentId: ctx.incidentId, mean: paid.mean, checkoutId: 'desk',
      ...(paid.mean === 'cheque' ? { cheques: [{ amount, bank: paid.bank ?? null, code: paid.code ?? null, owner: paid.owner ?? null }] } : {}),
      ...(paid.mean === 'card' ? { paymentCards: [{ amount, network: paid.network }] } : {}),
    });
    return (await readIncidentViews(tx, ctx.tenant.id, [ctx.incidentId]))[0]!;
  });
}

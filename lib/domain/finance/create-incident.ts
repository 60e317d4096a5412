import { inTransaction } from '../../db/transaction';
import type { OperationContext } from '../context';
import { getReferencedContactOrThrow } from '../contacts/get-contact';
import { readIncidentViews, type IncidentView } from './incident-view';
import { openIncident } from './open-incident';

export interface CreateIncidentInput {
  contactId: number;
  amount: number;
  reason: string;
  invoiceId?: number | null;
}

/** POST /incidents (admin; CONTRACT §9.4): staff record an amount owed, such as a debit the bank rejected. */
export async function createIncident(ctx: OperationContext & { input: CreateIncidentInput }): Promise<IncidentView> {
  return inTransaction(async (tx) => {
    const contact = await getReferencedContactOrThrow(ctx, ctx.input.contactId, 'contactId', tx);
    const incident = await openIncident(tx, {
      tenantId: ctx.tenant.id, contactId: contact.id, invoiceId: ctx.input.invoiceId ?? null, amount: ctx.input.amount, reason: ctx.input.reason,
    });
    return (await readIncidentViews(tx, ctx.tenant.id, [incident.id]))[0]!;
  });
}

import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/raw';
import { incidents, invoices, type Incident } from '../../db/schema';
import { invalidField } from '../errors';
import { syncAccountingTag } from './sync-accounting-tag';
import { tenantRefOf } from './tenant-ref';

export interface OpenIncidentInput {
  tenantId: number;
  contactId: number;
  /** The invoice left unpaid (a rejected debit's installment); null for an amount owed without one. */
  invoiceId: number | null;
  /** Cents, > 0. */
  amount: number;
  /** Free text; the service writes `debit_rejected`, `no_mandate`, `closure_fee`. */
  reason: string;
}

/**
 * Opens an incident in the caller's transaction (CONTRACT §9.4): its invoice is then `incident` (the
 * state is read from the open incident, never stored twice), and the contact's first open incident
 * gives it the `blocking_debt` accounting tag (`accounting_contact_tag.created`). The billing run,
 * closures and POST /incidents all come here.
 */
export async function openIncident(tx: Executor, input: OpenIncidentInput): Promise<Incident> {
  if (!Number.isInteger(input.amount) || input.amount <= 0) throw invalidField('amount', 'positive', 'amount is a whole number of cents above 0.');
  // The contact first (the lock syncAccountingTag takes): incidents of one contact open one after the other.
  const [contact] = await queryRows<{ id: number }>(tx, sql`SELECT id FROM contacts
    WHERE tenant_id = ${input.tenantId} AND id = ${input.contactId} FOR NO KEY UPDATE`);
  if (!contact) throw invalidField('contactId', 'not-found', 'No contact of this network has this id.');
  if (input.invoiceId !== null) {
    const [invoice] = await tx.select({ contactId: invoices.contactId }).from(invoices)
      .where(and(eq(invoices.tenantId, input.tenantId), eq(invoices.id, input.invoiceId))).limit(1);
    if (!invoice) throw invalidField('invoice', 'not-found', 'No invoice of this network has this id.');
    if (invoice.contactId !== input.contactId) throw invalidField('invoice', 'other-contact', 'This invoice is another contact\'s.');
  }
  const [incident] = await tx.insert(incidents).values({
    tenantId: input.tenantId, contactId: input.contactId, invoiceId: input.invoiceId, amount: input.amount, reason: input.reason,
  }).returning();
  await syncAccountingTag(tx, await tenantRefOf(tx, input.tenantId), input.contactId);
  return incident!;
}

// A rejected debit, or an installment without an active mandate, becomes an incident on its invoice
// (CONTRACT §9.8), which makes it debt and blocks the contact through the accounting tag (§9.4):
// finance's openIncident, in the billing batch's transaction, one contact after the other in id
// order (the batch locked those contacts, then the event counter, before the invoice counter).
import type { Executor } from '../../db/client';
import { openIncident } from '../finance/open-incident';

export interface DebitIncident {
  contactId: number;
  invoiceId: number;
  amount: number;
  reason: 'debit_rejected' | 'no_mandate';
}

export async function openDebitIncidents(tx: Executor, tenantId: number, list: DebitIncident[]): Promise<void> {
  const ordered = [...list].sort((a, b) => a.contactId - b.contactId || a.invoiceId - b.invoiceId);
  for (const incident of ordered) await openIncident(tx, { tenantId, ...incident });
}

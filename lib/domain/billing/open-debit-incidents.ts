// A rejected debit, or an installment without an active mandate, becomes an incident on its invoice
// (CONTRACT §9.8), which makes it debt and blocks the contact through the accounting tag (§9.4).
import type { Executor } from '../../db/client';
import { incidents } from '../../db/schema';

export interface DebitIncident {
  contactId: number;
  invoiceId: number;
  amount: number;
  reason: 'debit_rejected' | 'no_mandate';
}

export async function openDebitIncidents(tx: Executor, tenantId: number, list: DebitIncident[]): Promise<void> {
  if (list.length === 0) return;
  await tx.insert(incidents).values(list.map((i) => ({ tenantId, contactId: i.contactId, invoiceId: i.invoiceId, amount: i.amount, reason: i.reason })));
}

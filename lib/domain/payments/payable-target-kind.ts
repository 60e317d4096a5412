// What a payable object pays, from the lists its request names (CONTRACT §9.6, §10): incidents, sales,
// or invoices, which Stadline's samples send (`{ sales: [...], invoices: [], incidents: [] }`). An
// invoice is paid through what it is owed by: its open incident, else its sale. One payable object pays
// one kind (a sale's remainder and an incident are settled differently), so the lists, once invoices are
// read, must name one kind.
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { incidents, invoices } from '../../db/schema';
import { invalidField } from '../errors';

export interface TargetLists {
  incidents?: number[];
  sales?: number[];
  invoices?: number[];
}

export async function payableTargetKind(
  db: Executor, tenantId: number, contactId: number, lists: TargetLists,
): Promise<{ kind: 'incidents' | 'sales'; targetIds: number[] }> {
  const found = { incidents: [...(lists.incidents ?? [])], sales: [...(lists.sales ?? [])] };
  const invoiceIds = lists.invoices ?? [];
  if (invoiceIds.length > 0) {
    const rows = await db.select({ id: invoices.id, contactId: invoices.contactId, saleId: invoices.saleId }).from(invoices)
      .where(and(eq(invoices.tenantId, tenantId), inArray(invoices.id, invoiceIds)));
    const open = await db.select({ id: incidents.id, invoiceId: incidents.invoiceId }).from(incidents)
      .where(and(eq(incidents.tenantId, tenantId), inArray(incidents.invoiceId, invoiceIds), eq(incidents.state, 'open')));
    for (const id of invoiceIds) {
      const invoice = rows.find((r) => r.id === id);
      if (!invoice || invoice.contactId !== contactId) throw invalidField('payableObjects.invoices', 'not-found', `No invoice ${id} of this contact.`);
      const incident = open.find((n) => n.invoiceId === id);
      if (incident) found.incidents.push(incident.id);
      else if (invoice.saleId !== null) found.sales.push(invoice.saleId);
      else throw invalidField('payableObjects.invoices', 'nothing-due', `Invoice ${id} has nothing to pay online: an installment is paid through its incident.`);
    }
  }
  if ((found.incidents.length > 0) === (found.sales.length > 0)) {
    throw invalidField('payableObjects', 'one-kind', 'payableObjects lists incidents, sales or invoices of one kind (one of them, not empty).');
  }
  const kind = found.incidents.length > 0 ? 'incidents' : 'sales';
  return { kind, targetIds: [...new Set(found[kind])] };
}

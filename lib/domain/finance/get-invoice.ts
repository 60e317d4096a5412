import { and, eq, sql } from 'drizzle-orm';
import { getDb, type Executor } from '../../db/client';
import { invoices, type Invoice } from '../../db/schema';
import type { OperationContext } from '../context';
import { assertCanReachContact } from '../contacts/contact-access';
import { notFound } from '../errors';
import { invoiceMoney } from './invoice-money';
import { queryRows } from '../../db/raw';

export type FinancialState = 'paid' | 'in_progress' | 'incident';
export type InvoiceView = Invoice & { paidAmount: number; financialState: FinancialState };

/**
 * An invoice with what was paid towards it (from the ledger) and its state: `incident` while an
 * incident on it is open, `paid` once paid in full, else `in_progress`.
 */
export async function invoiceView(db: Executor, invoice: Invoice): Promise<InvoiceView> {
  const [money, [incident]] = await Promise.all([
    invoiceMoney(db, invoice),
    queryRows<{ open: boolean }>(db, sql`SELECT EXISTS (SELECT 1 FROM incidents WHERE tenant_id = ${invoice.tenantId}
      AND invoice_id = ${invoice.id} AND state = 'open') AS open`),
  ]);
  const paidAmount = money.paid;
  const financialState: FinancialState = incident?.open ? 'incident' : paidAmount >= invoice.totalTI ? 'paid' : 'in_progress';
  return { ...invoice, paidAmount, financialState };
}

/** GET /invoices/{id}: one invoice of the tenant, if the actor may reach its contact and club. */
export async function getInvoiceOrThrow(ctx: OperationContext & { invoiceId: number }): Promise<InvoiceView> {
  const db = await getDb();
  const [invoice] = await db.select().from(invoices).where(and(eq(invoices.tenantId, ctx.tenant.id), eq(invoices.id, ctx.invoiceId))).limit(1);
  if (!invoice) throw notFound('Invoice');
  assertCanReachContact(ctx.actor, { id: invoice.contactId, clubId: invoice.clubId });
  return invoiceView(db, invoice);
}

import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { incidents, payments } from '../../db/schema';
import type { OperationContext } from '../context';
import { getInvoiceOrThrow, type InvoiceView } from './get-invoice';
import { invoiceMoney } from './invoice-money';

export interface Breakdown {
  dueDate: string;
  amount: number;
  paymentId: number | null;
  /** The open incident on this part of the invoice. */
  currentIncidentId: number | null;
}

export interface InvoiceFinancial {
  invoice: InvoiceView;
  totalIncidentAmount: number;
  breakdowns: Breakdown[];
}

/**
 * GET /invoices/{id}/financial (CONTRACT §9.4). The breakdowns split the invoice's total by what paid
 * it: first what its sale's payments paid (one line on the invoice's date, the last such payment),
 * then one line per payment that settled an incident on it (on its due date), then the part still due
 * (payment null, currentIncident the open incident if any). They add up to totalTI.
 */
export async function getInvoiceFinancial(ctx: OperationContext & { invoiceId: number }): Promise<InvoiceFinancial> {
  const invoice = await getInvoiceOrThrow(ctx);
  const db = await getDb();
  const [rows, settlements, money] = await Promise.all([
    db.select().from(incidents).where(and(eq(incidents.tenantId, ctx.tenant.id), eq(incidents.invoiceId, invoice.id))).orderBy(asc(incidents.id)),
    db.select().from(payments).where(and(eq(payments.tenantId, ctx.tenant.id), eq(payments.invoiceId, invoice.id))).orderBy(asc(payments.id)),
    invoiceMoney(db, invoice),
  ]);
  const open = rows.filter((i) => i.state === 'open');
  const dueDate = invoice.lateDueDate ?? invoice.date;
  const breakdowns: Breakdown[] = [];
  let settled = 0;
  for (const p of settlements) {
    // What the settlement brought to the invoice (the rest of a larger incident was a fee, not this invoice).
    const amount = Math.min(p.amount, money.paid - settled);
    if (amount <= 0) continue;
    settled += amount;
    breakdowns.push({ dueDate, amount, paymentId: p.id, currentIncidentId: null });
  }
  const salePaid = money.paid - settled;
  if (salePaid > 0) {
    const [last] = invoice.saleId === null ? [] : await db.select({ id: payments.id }).from(payments)
      .where(and(eq(payments.tenantId, ctx.tenant.id), eq(payments.saleId, invoice.saleId), isNull(payments.incidentId))).orderBy(desc(payments.id)).limit(1);
    breakdowns.unshift({ dueDate: invoice.date, amount: salePaid, paymentId: last?.id ?? null, currentIncidentId: null });
  }
  if (money.remaining > 0 || open.length > 0) {
    breakdowns.push({ dueDate, amount: money.remaining, paymentId: null, currentIncidentId: open[0]?.id ?? null });
  }
  return { invoice, totalIncidentAmount: open.reduce((sum, i) => sum + i.amount, 0), breakdowns };
}

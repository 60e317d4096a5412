import { and, asc, eq } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { invoices, payments } from '../../db/schema';
import type { OperationContext } from '../context';
import { getContactOrThrow, getReferencedContactOrThrow } from '../contacts/get-contact';
import { contactAvailableAmount } from '../ledger/balances';
import { paymentView, type PaymentView } from '../sales/get-payment';
import { contactDebtDetail, type ContactDebt } from './contact-debt';
import { invoiceView, type InvoiceView } from './get-invoice';

// The contact-level reads of CONTRACT §9.4. All are reads of rows (incidents, invoices, ledger
// postings); the debt itself is computed in contact-debt.ts only.

/** GET /financial_summary?contactId=: open incidents and the total debt. */
export async function getFinancialSummary(ctx: OperationContext & { contactId: number }): Promise<ContactDebt & { contactId: number }> {
  const db = await getDb();
  await getReferencedContactOrThrow(ctx, ctx.contactId, 'contactId', db);
  return { contactId: ctx.contactId, ...(await contactDebtDetail(db, ctx.tenant.id, ctx.contactId)) };
}

/** GET /stats/accounts/contacts/{IRI}: totalRealDebt (the debt) and the available amount. */
export async function getAccountStats(ctx: OperationContext & { contactId: number }) {
  const db = await getDb();
  await getContactOrThrow(ctx, ctx.contactId, db);
  const [debt, availableAmount] = await Promise.all([
    contactDebtDetail(db, ctx.tenant.id, ctx.contactId), contactAvailableAmount(db, ctx.tenant.id, ctx.contactId),
  ]);
  return { contactId: ctx.contactId, totalRealDebt: debt.total, availableAmount };
}

/** GET /financial?contactId=: the contact's invoices and payments, oldest first. */
export async function getContactFinancial(ctx: OperationContext & { contactId: number }): Promise<{ contactId: number; invoices: InvoiceView[]; payments: PaymentView[] }> {
  const db = await getDb();
  await getReferencedContactOrThrow(ctx, ctx.contactId, 'contactId', db);
  const [invoiceRows, paymentRows] = await Promise.all([
    db.select().from(invoices).where(and(eq(invoices.tenantId, ctx.tenant.id), eq(invoices.contactId, ctx.contactId))).orderBy(asc(invoices.id)),
    db.select().from(payments).where(and(eq(payments.tenantId, ctx.tenant.id), eq(payments.contactId, ctx.contactId))).orderBy(asc(payments.id)),
  ]);
  const views: InvoiceView[] = [];
  for (const invoice of invoiceRows) views.push(await invoiceView(db, invoice));
  const paid: PaymentView[] = [];
  for (const payment of paymentRows) paid.push(await paymentView(db, ctx.tenant.id, payment));
  return { contactId: ctx.contactId, invoices: views, payments: paid };
}

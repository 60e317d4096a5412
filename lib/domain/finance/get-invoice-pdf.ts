import { and, asc, eq } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { checkouts, clubs, contacts, payments, saleArticles, subscriptions } from '../../db/schema';
import { renderInvoicePdf, type InvoiceData } from '../../documents/invoice-pdf';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../i18n/locales';
import { dateInZone } from '../../time/zone';
import { contactLanguageColumn } from '../contacts/contact-language';
import { meanKind } from '../sales/payment-means';
import type { OperationContext } from '../context';
import { getInvoiceOrThrow } from './get-invoice';

/**
 * GET /invoices/{id}/pdf (CONTRACT §15), and the member's own invoices in their account: the invoice
 * as a PDF, in `locale` when the caller has one (Accept-Language, the member's page), else the
 * contact's language. What is invoiced: a sale's articles, else the subscription's installment, else
 * a fee (a closure's). Who may read it is getInvoiceOrThrow's rule (a member, only their own).
 */
export async function getInvoicePdf(ctx: OperationContext & { invoiceId: number; locale?: Locale | null }): Promise<{ number: string; pdf: Uint8Array }> {
  const invoice = await getInvoiceOrThrow(ctx);
  const db = await getDb();
  const tenantId = ctx.tenant.id;
  const [[club], [contact], articles, [subscription], paid] = await Promise.all([
    db.select({ name: clubs.name, code: clubs.code, timeZone: clubs.timeZone }).from(clubs).where(and(eq(clubs.tenantId, tenantId), eq(clubs.id, invoice.clubId))),
    db.select({ familyName: contacts.familyName, givenName: contacts.givenName, number: contacts.number, language: contactLanguageColumn })
      .from(contacts).where(and(eq(contacts.tenantId, tenantId), eq(contacts.id, invoice.contactId))),
    invoice.saleId === null ? [] : db.select({ name: saleArticles.name, priceTI: saleArticles.priceTI }).from(saleArticles)
      .where(and(eq(saleArticles.tenantId, tenantId), eq(saleArticles.saleId, invoice.saleId))).orderBy(asc(saleArticles.id)),
    invoice.subscriptionId === null ? [] : db.select({ name: subscriptions.name }).from(subscriptions)
      .where(and(eq(subscriptions.tenantId, tenantId), eq(subscriptions.id, invoice.subscriptionId))),
    db.select({ mean: payments.mean, amount: payments.amount, createdAt: payments.createdAt, timeZone: clubs.timeZone }).from(payments)
      .innerJoin(checkouts, and(eq(checkouts.tenantId, payments.tenantId), eq(checkouts.id, payments.checkoutId)))
      .innerJoin(clubs, and(eq(clubs.tenantId, checkouts.tenantId), eq(clubs.id, checkouts.clubId)))
      .where(and(eq(payments.tenantId, tenantId), invoice.saleId !== null ? eq(payments.saleId, invoice.saleId) : eq(payments.invoiceId, invoice.id)))
      .orderBy(asc(payments.id)),
  ]);
  const lines: InvoiceData['lines'] = articles.length > 0 ? articles.map((a) => ({ kind: 'article', name: a.name, amountTI: a.priceTI }))
    : [subscription ? { kind: 'installment', name: subscription.name, amountTI: invoice.totalTI } : { kind: 'fee', name: '', amountTI: invoice.totalTI }];
  const locale = ctx.locale ?? (isLocale(contact?.language) ? contact.language : DEFAULT_LOCALE);
  const pdf = await renderInvoicePdf({
    number: invoice.number, date: invoice.date, createdAt: invoice.createdAt,
    club: { name: club?.name ?? '', code: club?.code ?? '' },
    contact: { familyName: contact?.familyName ?? '', givenName: contact?.givenName ?? '', number: contact?.number ?? '' },
    lines, totalTI: invoice.totalTI, paidAmount: invoice.paidAmount, state: invoice.financialState, dueDate: invoice.lateDueDate,
    payments: paid.map((p) => ({ date: dateInZone(p.createdAt, p.timeZone), mean: meanKind(p.mean) ?? 'other', amount: p.amount })),
  }, locale);
  return { number: invoice.number, pdf };
}

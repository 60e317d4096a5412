import { and, asc, eq, inArray } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { billedInstallments, checkouts, clubs, contacts, offers, payments, saleArticles, subscriptions, type Offer } from '../../db/schema';
import { NO_LEGAL } from '../../documents/club-legal';
import { renderInvoicePdf, type InvoiceLine } from '../../documents/invoice-pdf';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../i18n/locales';
import { dateInZone } from '../../time/zone';
import { contactLanguageColumn } from '../contacts/contact-language';
import { meanKind } from '../sales/payment-means';
import type { OperationContext } from '../context';
import { getInvoiceOrThrow } from './get-invoice';
import { articleVat, installmentVat } from './vat';

/**
 * GET /invoices/{id}/pdf (CONTRACT §15), and the member's own invoices in their account: the invoice
 * as a PDF, in `locale` when the caller has one (Accept-Language, the member's page), else the
 * contact's language. What is invoiced: a sale's articles, else the subscription's installment, else
 * a fee (a closure's). Who may read it is getInvoiceOrThrow's rule (a member, only their own).
 * The VAT of each line is the catalog's (vat.ts): an article's offer, an installment's schedule entries
 * for its period; a fee has no VAT stored anywhere, so it is shown at 0 %.
 */
export async function getInvoicePdf(ctx: OperationContext & { invoiceId: number; locale?: Locale | null }): Promise<{ number: string; pdf: Uint8Array }> {
  const invoice = await getInvoiceOrThrow(ctx);
  const db = await getDb();
  const tenantId = ctx.tenant.id;
  const [[club], [contact], articles, [subscription], paid] = await Promise.all([
    db.select({
      name: clubs.name, code: clubs.code, timeZone: clubs.timeZone, legalName: clubs.legalName, legalAddress: clubs.legalAddress,
      registrationNumber: clubs.registrationNumber, vatNumber: clubs.vatNumber, sepaCreditorId: clubs.sepaCreditorId,
    }).from(clubs).where(and(eq(clubs.tenantId, tenantId), eq(clubs.id, invoice.clubId))),
    db.select({ familyName: contacts.familyName, givenName: contacts.givenName, number: contacts.number, language: contactLanguageColumn })
      .from(contacts).where(and(eq(contacts.tenantId, tenantId), eq(contacts.id, invoice.contactId))),
    invoice.saleId === null ? [] : db.select({
      name: saleArticles.name, priceTI: saleArticles.priceTI, offerId: saleArticles.offerId, implementation: saleArticles.implementation,
      repaymentSchedule: saleArticles.repaymentSchedule,
    }).from(saleArticles)
      .where(and(eq(saleArticles.tenantId, tenantId), eq(saleArticles.saleId, invoice.saleId))).orderBy(asc(saleArticles.id)),
    invoice.subscriptionId === null ? [] : db.select({
      name: subscriptions.name, offerId: subscriptions.offerId, startDate: subscriptions.startDate, rhythmBilling: subscriptions.rhythmBilling,
    }).from(subscriptions)
      .where(and(eq(subscriptions.tenantId, tenantId), eq(subscriptions.id, invoice.subscriptionId))),
    db.select({ mean: payments.mean, amount: payments.amount, createdAt: payments.createdAt, timeZone: clubs.timeZone }).from(payments)
      .innerJoin(checkouts, and(eq(checkouts.tenantId, payments.tenantId), eq(checkouts.id, payments.checkoutId)))
      .innerJoin(clubs, and(eq(clubs.tenantId, checkouts.tenantId), eq(clubs.id, checkouts.clubId)))
      .where(and(eq(payments.tenantId, tenantId), invoice.saleId !== null ? eq(payments.saleId, invoice.saleId) : eq(payments.invoiceId, invoice.id)))
      .orderBy(asc(payments.id)),
  ]);
  const offerIds = [...new Set([...articles.map((a) => a.offerId), ...(subscription?.offerId ? [subscription.offerId] : [])])];
  const [offerRows, [installment]] = await Promise.all([
    offerIds.length === 0 ? [] : db.select().from(offers).where(and(eq(offers.tenantId, tenantId), inArray(offers.id, offerIds))),
    subscription ? db.select({ periodStart: billedInstallments.periodStart, periodEnd: billedInstallments.periodEnd }).from(billedInstallments)
      .where(and(eq(billedInstallments.tenantId, tenantId), eq(billedInstallments.invoiceId, invoice.id))).limit(1) : [],
  ]);
  const offerOf = new Map(offerRows.map((o) => [o.id, o]));
  const lines: InvoiceLine[] = articles.length > 0
    ? articles.map((a) => {
      const offer = offerOf.get(a.offerId);
      const start = a.implementation.startDate ?? a.repaymentSchedule?.startDate ?? invoice.date;
      return { kind: 'article', name: a.name, amountTI: a.priceTI, vat: offer ? articleVat(offer, a.priceTI, start) : null };
    })
    : [subscription ? installmentLine(subscription, subscription.offerId ? offerOf.get(subscription.offerId) : undefined, installment, invoice.totalTI)
      : { kind: 'fee', name: '', amountTI: invoice.totalTI, vat: [{ base: invoice.totalTI, rate: 0, vat: 0 }] }];
  const locale = ctx.locale ?? (isLocale(contact?.language) ? contact.language : DEFAULT_LOCALE);
  const pdf = await renderInvoicePdf({
    number: invoice.number, date: invoice.date, createdAt: invoice.createdAt,
    club: {
      name: club?.name ?? '', code: club?.code ?? '',
      legal: club ? { legalName: club.legalName, legalAddress: club.legalAddress, registrationNumber: club.registrationNumber, vatNumber: club.vatNumber, sepaCreditorId: club.sepaCreditorId } : NO_LEGAL,
    },
    contact: { familyName: contact?.familyName ?? '', givenName: contact?.givenName ?? '', number: contact?.number ?? '' },
    lines, totalTI: invoice.totalTI, paidAmount: invoice.paidAmount, state: invoice.financialState, dueDate: invoice.lateDueDate,
    payments: paid.map((p) => ({ date: dateInZone(p.createdAt, p.timeZone), mean: meanKind(p.mean) ?? 'other', amount: p.amount })),
  }, locale);
  return { number: invoice.number, pdf };
}

/** A billing run's installment: its period, and its VAT from the subscription's offer for that period. */
function installmentLine(
  subscription: { name: string; startDate: string; rhythmBilling: Offer['rhythmBilling'] & string },
  offer: Offer | undefined, period: { periodStart: string; periodEnd: string } | undefined, amountTI: number,
): InvoiceLine {
  const vat = offer && period ? installmentVat(offer.repaymentSchedule, subscription.rhythmBilling, subscription.startDate, period.periodStart, amountTI) : null;
  return { kind: 'installment', name: subscription.name, amountTI, vat, period: period ? { start: period.periodStart, end: period.periodEnd } : null };
}

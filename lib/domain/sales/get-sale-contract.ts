import { and, arrayContains, desc, eq, inArray } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { clubs, contacts, invoices, mandates, offers, signatureRequests, type SaleArticle } from '../../db/schema';
import { NO_LEGAL } from '../../documents/club-legal';
import { renderContractPdf, type ContractArticle, type ContractSignature } from '../../documents/contract-pdf';
import { DEFAULT_LOCALE, type Locale } from '../../i18n/locales';
import { now } from '../../time/clock';
import { dateInZone } from '../../time/zone';
import { debitSchedule } from '../catalog/debit-schedule';
import type { DebitDayChoice } from '../catalog/debit-date';
import { isOpenEnded, compileSchedule } from '../catalog/installment';
import { contactLanguageColumn } from '../contacts/contact-language';
import type { OperationContext } from '../context';
import { articleVat } from '../finance/vat';
import { readSaleOrThrow } from './get-sale';
import { readContactWithTags } from './sale-facts';
import { saleView } from './sale-view';

function debitChoice(article: SaleArticle): DebitDayChoice | null {
  const schedule = article.repaymentSchedule;
  if (schedule?.debitDay != null) return { debitDay: schedule.debitDay };
  if (schedule?.debitWeekDay != null) return { debitWeekDay: schedule.debitWeekDay };
  return null;
}

/**
 * How a signed sale was signed: by the SMS code of the signature request that signed it (the mobile's
 * last two digits, as the contact's number reads now: the request does not keep the number), with the
 * mandates signed by the same code; a sale signed without one was signed at the desk.
 */
async function signatureOf(db: Awaited<ReturnType<typeof getDb>>, tenantId: number, saleId: number, facts: { at: Date; timeZone: string; by: string; mobile: string | null }): Promise<ContractSignature> {
  const [request] = await db.select({ mandateIds: signatureRequests.mandateIds }).from(signatureRequests)
    .where(and(eq(signatureRequests.tenantId, tenantId), eq(signatureRequests.state, 'signed'), arrayContains(signatureRequests.saleIds, [saleId])))
    .orderBy(desc(signatureRequests.signedAt)).limit(1);
  const base = { at: facts.at, timeZone: facts.timeZone, by: facts.by };
  if (!request) return { ...base, method: { kind: 'desk' }, mandates: [] };
  const signed = request.mandateIds.length === 0 ? [] : await db.select({ reference: mandates.reference }).from(mandates)
    .where(and(eq(mandates.tenantId, tenantId), inArray(mandates.id, request.mandateIds)));
  const digits = (facts.mobile ?? '').replace(/\D/g, '');
  return { ...base, method: { kind: 'sms', mobileEnding: digits.length >= 2 ? digits.slice(-2) : null }, mandates: signed.map((m) => m.reference) };
}

/**
 * GET /sales/{id}/contract: the PDF of the sale, its debits from the catalog's debit schedule (CONTRACT
 * §9.2), in `locale` when the caller has one (the request's Accept-Language, the member's page
 * language), else the contact's language (CONTRACT §15). The domain gathers the facts; the words and
 * the drawing are lib/documents/contract-pdf.ts's.
 */
export async function getSaleContract(ctx: OperationContext & { saleId: number; locale?: Locale | null }): Promise<Uint8Array> {
  const db = await getDb();
  const view = await saleView(db, ctx.tenant.id, await readSaleOrThrow(ctx, ctx.saleId, db));
  const offerIds = [...new Set(view.articles.map((a) => a.offerId))];
  const [offerRows, [club], [invoice], contact, [language]] = await Promise.all([
    offerIds.length === 0 ? [] : db.select().from(offers).where(and(eq(offers.tenantId, ctx.tenant.id), inArray(offers.id, offerIds))),
    db.select({
      name: clubs.name, code: clubs.code, legalName: clubs.legalName, legalAddress: clubs.legalAddress,
      registrationNumber: clubs.registrationNumber, vatNumber: clubs.vatNumber, sepaCreditorId: clubs.sepaCreditorId,
    }).from(clubs).where(and(eq(clubs.tenantId, ctx.tenant.id), eq(clubs.id, view.clubId))).limit(1),
    db.select({ number: invoices.number }).from(invoices).where(and(eq(invoices.tenantId, ctx.tenant.id), eq(invoices.saleId, view.id))).limit(1),
    readContactWithTags(db, ctx.tenant.id, view.contactId),
    db.select({ language: contactLanguageColumn, mobile: contacts.mobile }).from(contacts).where(and(eq(contacts.tenantId, ctx.tenant.id), eq(contacts.id, view.contactId))).limit(1),
  ]);
  const today = dateInZone(now(), view.clubTimeZone);
  const byId = new Map(offerRows.map((o) => [o.id, o]));
  const articles: ContractArticle[] = view.articles.map((article) => {
    const offer = byId.get(article.offerId);
    const start = article.implementation.startDate ?? article.repaymentSchedule?.startDate ?? today;
    const vat = offer ? articleVat(offer, article.priceTI, start) : null;
    if (!offer || offer.rhythmBilling === null) return { name: article.name, priceTI: article.priceTI, startDate: article.implementation.startDate ?? null, debits: [], openEnded: false, vat };
    const schedule = debitSchedule(offer, start, debitChoice(article));
    return {
      name: article.name, priceTI: article.priceTI, startDate: start, debits: schedule.debits, vat,
      openEnded: isOpenEnded(compileSchedule(offer.repaymentSchedule, offer.rhythmBilling)),
    };
  });
  const legal = club ? {
    legalName: club.legalName, legalAddress: club.legalAddress, registrationNumber: club.registrationNumber, vatNumber: club.vatNumber, sepaCreditorId: club.sepaCreditorId,
  } : NO_LEGAL;
  const familyName = view.contactFamilyName ?? contact?.familyName ?? '';
  const givenName = view.contactGivenName ?? contact?.givenName ?? '';
  const signature = view.signedAt
    ? await signatureOf(db, ctx.tenant.id, view.id, { at: view.signedAt, timeZone: view.clubTimeZone, by: `${givenName} ${familyName}`.trim(), mobile: language?.mobile ?? null })
    : null;
  const address = [view.streetAddress, [view.postalCode, view.addressLocality].filter(Boolean).join(' '), view.addressCountry]
    .filter((part): part is string => Boolean(part));
  return renderContractPdf({
    saleId: view.id, state: view.state, date: dateInZone(view.createdAt, view.clubTimeZone), createdAt: view.createdAt,
    club: { name: club?.name ?? '', code: view.clubCode, legal },
    contact: { familyName, givenName, number: view.contactNumber ?? contact?.number ?? '', address },
    articles, totalTI: view.totalTI, paidAmount: view.paidAmount, remainingAmount: view.remainingAmount, dueDate: view.dueDate,
    invoiceNumber: invoice?.number ?? null, signature,
  }, ctx.locale ?? language?.language ?? DEFAULT_LOCALE);
}

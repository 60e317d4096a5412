// The sale's contract as a PDF (CONTRACT §9.3, §15), drawn with pdf-lib: the club's legal details (head
// of the first page, footer of every page), the member, each article with its price excluding VAT, its
// VAT by rate and its price including VAT, the debit schedule of each recurring article and who collects
// it, the amounts, the terms of sale, and how it was signed (who, when, by SMS code or at the desk). In
// one language (the request's Accept-Language, else the contact's; the caller decides): its words from
// the `documents` catalog, its dates and amounts through lib/i18n/format.ts as on the pages.
import { createTranslator } from 'next-intl';
import { PDFDocument } from 'pdf-lib';
import type { VatPart } from '../domain/finance/vat';
import { catalogOf } from '../i18n/catalog';
import { formatterFor } from '../i18n/format';
import type { Locale } from '../i18n/locales';
import { legalFooter, legalHeader, pageNumber, type ClubLegal } from './club-legal';
import { PdfWriter } from './pdf-writer';

export interface ContractArticle {
  name: string;
  priceTI: number;
  startDate: string | null;
  debits: { date: string; amountTI: number; periodStart: string; periodEnd: string }[];
  /** More debits follow (an open-ended subscription). */
  openEnded: boolean;
  /** What `priceTI` holds, by VAT rate; null when the catalog can no longer say (the offer changed since). */
  vat: VatPart[] | null;
}

export interface ContractSignature {
  at: Date;
  /** The club's time zone, for the time it was signed. */
  timeZone: string;
  /** Who signed: the member as named on the sale. */
  by: string;
  /** An SMS code sent to the member's mobile (its last digits), or signed at the club's desk. */
  method: { kind: 'sms'; mobileEnding: string | null } | { kind: 'desk' };
  /** References of the SEPA mandates signed with the same code. */
  mandates: string[];
}

export interface ContractData {
  saleId: number;
  state: 'cart' | 'validated' | 'canceled';
  /** The sale's calendar date in its club (YYYY-MM-DD). */
  date: string;
  createdAt: Date;
  club: { name: string; code: string; legal: ClubLegal };
  contact: { familyName: string; givenName: string; number: string; address: string[] };
  articles: ContractArticle[];
  totalTI: number;
  paidAmount: number;
  remainingAmount: number;
  dueDate: string | null;
  invoiceNumber: string | null;
  signature: ContractSignature | null;
}

/** The terms of sale, paragraph by paragraph (documents.contract.terms). */
const TERMS = ['prices', 'debits', 'rejected', 'cancel', 'data'] as const;

export async function renderContractPdf(data: ContractData, locale: Locale): Promise<Uint8Array> {
  const t = createTranslator({ locale, messages: catalogOf(locale), namespace: 'documents.contract' });
  const format = formatterFor(locale);
  const money = (cents: number) => format.money(cents);
  const doc = await PDFDocument.create();
  doc.setTitle(t('title', { id: data.saleId }));
  doc.setLanguage(locale);
  doc.setProducer('Club management service');
  doc.setCreationDate(data.createdAt);
  doc.setModificationDate(data.createdAt);
  const w = await PdfWriter.create(doc, legalFooter(data.club.legal, locale));
  w.line(t('heading', { id: data.saleId }), { size: 16, bold: true });
  legalHeader(data.club.legal, locale).forEach((line, i) => w.line(line, { bold: i === 0 && data.club.legal.legalName !== null }));
  w.line(t('club', { name: data.club.name, code: data.club.code, date: format.date(data.date) }));
  const state = t(`states.${data.state}`);
  w.line(data.invoiceNumber ? t('stateWithInvoice', { state, invoice: data.invoiceNumber }) : t('state', { state }));
  w.gap();
  w.line(t('member'), { bold: true });
  w.line(t('memberLine', { givenName: data.contact.givenName, familyName: data.contact.familyName, number: data.contact.number }));
  for (const part of data.contact.address) w.line(part);
  w.gap();
  w.line(t('articles'), { bold: true });
  for (const article of data.articles) {
    const values = { name: article.name, price: money(article.priceTI) };
    w.line(article.startDate ? t('articleFrom', { ...values, date: format.date(article.startDate) }) : t('article', values));
    if (article.vat && article.vat.length > 0) {
      w.line(t('priceTE'), { indent: 12, right: money(article.vat.reduce((sum, p) => sum + p.base, 0)) });
      for (const part of article.vat) w.line(t('vatLine', { rate: format.number(part.rate / 100) }), { indent: 12, right: money(part.vat) });
      w.line(t('priceTI'), { indent: 12, right: money(article.priceTI) });
    }
    if (article.debits.length > 0) {
      w.line(t('debits'), { indent: 12 });
      for (const d of article.debits) {
        w.line(t('debit', { date: format.date(d.date), amount: money(d.amountTI), period: format.dateRange(d.periodStart, d.periodEnd) }), { indent: 24 });
      }
      if (article.openEnded) w.line(t('andSoOn'), { indent: 24 });
    }
  }
  const { legalName, sepaCreditorId } = data.club.legal;
  if (sepaCreditorId && data.articles.some((a) => a.debits.length > 0)) {
    w.line(t('creditor', { creditor: legalName ?? data.club.name, id: sepaCreditorId }), { indent: 12 });
  }
  w.gap();
  w.line(t('amounts'), { bold: true });
  w.line(t('total', { amount: money(data.totalTI) }));
  w.line(t('paid', { amount: money(data.paidAmount) }));
  const remaining = money(data.remainingAmount);
  w.line(data.dueDate ? t('remainingDue', { amount: remaining, date: format.date(data.dueDate) }) : t('remaining', { amount: remaining }));
  w.gap();
  w.line(t('terms.title'), { bold: true });
  for (const paragraph of TERMS) w.line(t(`terms.${paragraph}`), { size: 9 });
  w.gap();
  w.line(t('signatureTitle'), { bold: true });
  const signature = data.signature;
  if (signature) {
    const when = { by: signature.by, date: format.instant(signature.at, signature.timeZone) };
    if (signature.method.kind === 'desk') w.line(t('signedAtDesk', when));
    else if (signature.method.mobileEnding) w.line(t('signedBySms', { ...when, ending: signature.method.mobileEnding }));
    else w.line(t('signedBySmsNoNumber', when));
    if (signature.mandates.length > 0) w.line(t('mandatesSigned', { references: format.list(signature.mandates) }));
  } else {
    w.line(t('signature'));
  }
  w.finish(pageNumber(locale));
  return doc.save();
}

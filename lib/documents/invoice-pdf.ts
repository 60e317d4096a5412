// An invoice as a PDF (CONTRACT §15, GET /invoices/{id}/pdf and the member's account history), drawn
// with the contract's writer (pdf-writer.ts): the club's legal details (head and footer of every page),
// the invoice's number and dates, the member, each line with its amount excluding VAT, rate, VAT and
// amount including VAT, a VAT summary by rate, the totals, what was paid and what remains. In one
// language (the request's, else the contact's; the caller decides), its words from the
// `invoiceDocument` catalog, dates and amounts through lib/i18n/format.ts.
import { createTranslator } from 'next-intl';
import { PDFDocument } from 'pdf-lib';
import { vatByRate, type VatPart } from '../domain/finance/vat';
import { catalogOf } from '../i18n/catalog';
import { formatterFor } from '../i18n/format';
import type { Locale } from '../i18n/locales';
import { legalFooter, legalHeader, pageNumber, type ClubLegal } from './club-legal';
import { PdfWriter } from './pdf-writer';

export interface InvoiceLine {
  kind: 'article' | 'installment' | 'fee';
  name: string;
  amountTI: number;
  /** What `amountTI` holds, by VAT rate; null when the catalog cannot say. */
  vat: VatPart[] | null;
  /** An installment's billing period. */
  period?: { start: string; end: string } | null;
}

export interface InvoiceData {
  number: string;
  /** The invoice's date (YYYY-MM-DD). */
  date: string;
  createdAt: Date;
  club: { name: string; code: string; legal: ClubLegal };
  contact: { familyName: string; givenName: string; number: string };
  /** What is invoiced: a sale's articles, or one line for a subscription's installment or a fee. */
  lines: InvoiceLine[];
  totalTI: number;
  paidAmount: number;
  state: 'paid' | 'in_progress' | 'incident';
  /** A deferred sale's due date. */
  dueDate: string | null;
  payments: { date: string; mean: 'cash' | 'cheque' | 'card' | 'web' | 'other'; amount: number }[];
}

export async function renderInvoicePdf(data: InvoiceData, locale: Locale): Promise<Uint8Array> {
  const t = createTranslator({ locale, messages: catalogOf(locale), namespace: 'invoiceDocument' });
  const format = formatterFor(locale);
  const money = (cents: number) => format.money(cents);
  const rate = (part: VatPart) => t('vatRate', { rate: format.number(part.rate / 100) });
  const doc = await PDFDocument.create();
  doc.setTitle(t('title', { number: data.number }));
  doc.setLanguage(locale);
  doc.setProducer('Club management service');
  doc.setCreationDate(data.createdAt);
  doc.setModificationDate(data.createdAt);
  const w = await PdfWriter.create(doc, legalFooter(data.club.legal, locale));
  w.line(t('heading', { number: data.number }), { size: 16, bold: true });
  legalHeader(data.club.legal, locale).forEach((line, i) => w.line(line, { bold: i === 0 && data.club.legal.legalName !== null }));
  w.line(t('club', { name: data.club.name, code: data.club.code }));
  w.gap();
  w.line(t('number', { number: data.number }));
  w.line(t('date', { date: format.date(data.date) }));
  if (data.dueDate) w.line(t('due', { date: format.date(data.dueDate) }));
  w.gap();
  w.line(t('member'), { bold: true });
  w.line(t('memberLine', { givenName: data.contact.givenName, familyName: data.contact.familyName, number: data.contact.number }));
  w.gap();
  w.line(t('lines'), { bold: true, right: t('amount') });
  for (const line of data.lines) {
    const name = line.kind === 'article' ? line.name : t(line.kind, { name: line.name });
    w.line(name, { right: money(line.amountTI) });
    if (line.period) w.line(t('period', { period: format.dateRange(line.period.start, line.period.end) }), { indent: 12, size: 9 });
    for (const part of line.vat ?? []) {
      w.line(t('lineVat', { base: money(part.base), rate: rate(part), vat: money(part.vat) }), { indent: 12, size: 9 });
    }
  }
  w.gap();
  // The summary: only when every line can say its VAT, else the totals would not add up.
  const known = data.lines.every((line) => line.vat !== null);
  const summary = known ? vatByRate(data.lines.flatMap((line) => line.vat ?? [])) : [];
  if (known && summary.length > 0) {
    w.line(t('vatSummary'), { bold: true });
    for (const part of summary) w.line(t('vatSummaryLine', { rate: rate(part), base: money(part.base) }), { right: money(part.vat) });
    w.line(t('totalTE'), { right: money(summary.reduce((sum, p) => sum + p.base, 0)) });
    w.line(t('totalVat'), { right: money(summary.reduce((sum, p) => sum + p.vat, 0)) });
  }
  w.line(t('total'), { bold: true, right: money(data.totalTI) });
  w.line(t('paid'), { right: money(data.paidAmount) });
  w.line(t('remaining'), { right: money(Math.max(0, data.totalTI - data.paidAmount)) });
  w.line(t(`states.${data.state}`));
  if (data.payments.length > 0) {
    w.gap();
    w.line(t('payments'), { bold: true });
    for (const p of data.payments) w.line(t('payment', { date: format.date(p.date), mean: t(`means.${p.mean}`) }), { right: money(p.amount) });
  }
  w.finish(pageNumber(locale));
  return doc.save();
}

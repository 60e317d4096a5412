// An invoice as a PDF (CONTRACT §15, GET /invoices/{id}/pdf and the member's account history), drawn
// with pdf-lib like the contract (contract-pdf.ts): the club, the member, what is invoiced, the total,
// what was paid and what remains. In one language (the request's, else the contact's; the caller
// decides), its words from the `invoiceDocument` catalog, dates and amounts through lib/i18n/format.ts.
// Helvetica's WinAnsi encoding: a character it lacks is written without its accent, else as "?".
import { createTranslator } from 'next-intl';
import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { catalogOf } from '../i18n/catalog';
import { formatterFor } from '../i18n/format';
import type { Locale } from '../i18n/locales';

export interface InvoiceData {
  number: string;
  /** The invoice's date (YYYY-MM-DD). */
  date: string;
  createdAt: Date;
  club: { name: string; code: string };
  contact: { familyName: string; givenName: string; number: string };
  /** What is invoiced: a sale's articles, or one line for a subscription's installment or a fee. */
  lines: { kind: 'article' | 'installment' | 'fee'; name: string; amountTI: number }[];
  totalTI: number;
  paidAmount: number;
  state: 'paid' | 'in_progress' | 'incident';
  /** A deferred sale's due date. */
  dueDate: string | null;
  payments: { date: string; mean: 'cash' | 'cheque' | 'card' | 'web' | 'other'; amount: number }[];
}

const MARGIN = 50;
const LINE = 15;

/** Draws lines of text top to bottom, a new page when one is full; only what the font can encode. */
class Lines {
  private page: PDFPage;
  private y: number;

  constructor(private readonly doc: PDFDocument, private readonly font: PDFFont, private readonly bold: PDFFont) {
    this.page = doc.addPage();
    this.y = this.page.getHeight() - MARGIN;
  }

  private clean(text: string): string {
    return [...text.normalize('NFC').replace(/[\u00a0\u2009\u202f]/g, ' ')].map((ch) => {
      try {
        this.font.encodeText(ch);
        return ch;
      } catch {
        const base = ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
        return base !== ch && [...base].every((c) => c.charCodeAt(0) < 128) ? base : '?';
      }
    }).join('');
  }

  write(text: string, { size = 10, bold = false, right }: { size?: number; bold?: boolean; right?: string } = {}): void {
    if (this.y < MARGIN + LINE) {
      this.page = this.doc.addPage();
      this.y = this.page.getHeight() - MARGIN;
    }
    const font = bold ? this.bold : this.font;
    this.page.drawText(this.clean(text), { x: MARGIN, y: this.y, size, font });
    if (right !== undefined) {
      const cleaned = this.clean(right);
      this.page.drawText(cleaned, { x: this.page.getWidth() - MARGIN - font.widthOfTextAtSize(cleaned, size), y: this.y, size, font });
    }
    this.y -= size > 12 ? LINE + 8 : LINE;
  }

  gap(): void {
    this.y -= LINE / 2;
  }
}

export async function renderInvoicePdf(data: InvoiceData, locale: Locale): Promise<Uint8Array> {
  const t = createTranslator({ locale, messages: catalogOf(locale), namespace: 'invoiceDocument' });
  const format = formatterFor(locale);
  const money = (cents: number) => format.money(cents);
  const doc = await PDFDocument.create();
  doc.setTitle(t('title', { number: data.number }));
  doc.setLanguage(locale);
  doc.setProducer('Club management service');
  doc.setCreationDate(data.createdAt);
  doc.setModificationDate(data.createdAt);
  const w = new Lines(doc, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold));
  w.write(t('heading', { number: data.number }), { size: 16, bold: true });
  w.write(t('date', { date: format.date(data.date) }));
  w.write(t('club', { name: data.club.name, code: data.club.code }));
  w.gap();
  w.write(t('member'), { bold: true });
  w.write(t('memberLine', { givenName: data.contact.givenName, familyName: data.contact.familyName, number: data.contact.number }));
  w.gap();
  w.write(t('lines'), { bold: true, right: t('amount') });
  for (const line of data.lines) w.write(line.kind === 'article' ? line.name : t(line.kind, { name: line.name }), { right: money(line.amountTI) });
  w.gap();
  w.write(t('total'), { bold: true, right: money(data.totalTI) });
  w.write(t('paid'), { right: money(data.paidAmount) });
  w.write(t('remaining'), { right: money(Math.max(0, data.totalTI - data.paidAmount)) });
  if (data.dueDate) w.write(t('due', { date: format.date(data.dueDate) }));
  w.write(t(`states.${data.state}`));
  if (data.payments.length > 0) {
    w.gap();
    w.write(t('payments'), { bold: true });
    for (const p of data.payments) w.write(t('payment', { date: format.date(p.date), mean: t(`means.${p.mean}`) }), { right: money(p.amount) });
  }
  return doc.save();
}

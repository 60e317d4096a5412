// The sale's contract as a PDF (CONTRACT §9.3), drawn with pdf-lib: the club, the contact, each
// article with its price, the amounts, and for each recurring article its debit schedule. In one
// language (CONTRACT §15: the request's Accept-Language, else the contact's; the caller decides): its
// words from the `documents` catalog, its dates and amounts through lib/i18n/format.ts as on the pages.
// Helvetica's WinAnsi encoding covers French and the other Latin-1 languages; any other character is
// written without its accent, else as "?", so no name can make the document fail.
import { createTranslator } from 'next-intl';
import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { catalogOf } from '../i18n/catalog';
import { formatterFor } from '../i18n/format';
import type { Locale } from '../i18n/locales';

export interface ContractArticle {
  name: string;
  priceTI: number;
  startDate: string | null;
  debits: { date: string; amountTI: number; periodStart: string; periodEnd: string }[];
  /** More debits follow (an open-ended subscription). */
  openEnded: boolean;
}

export interface ContractData {
  saleId: number;
  state: 'cart' | 'validated' | 'canceled';
  /** The sale's calendar date in its club (YYYY-MM-DD). */
  date: string;
  createdAt: Date;
  club: { name: string; code: string };
  contact: { familyName: string; givenName: string; number: string; address: string[] };
  articles: ContractArticle[];
  totalTI: number;
  paidAmount: number;
  remainingAmount: number;
  dueDate: string | null;
  invoiceNumber: string | null;
  /** The day it was signed in its club (YYYY-MM-DD), or null. */
  signedOn: string | null;
}


// Letters with a stroke, which have no decomposition to drop.
const LETTERS: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i' };
const MARGIN = 50;
const LINE = 15;

class Writer {
  private page: PDFPage;
  private y: number;
  private readonly encodable = new Map<string, boolean>();

  constructor(private readonly doc: PDFDocument, private readonly font: PDFFont, private readonly bold: PDFFont) {
    this.page = doc.addPage();
    this.y = this.page.getHeight() - MARGIN;
  }

  private clean(text: string): string {
    // Intl writes French amounts and dates with narrow and no-break spaces ("15,00 €"): plain ones here.
    return [...text.normalize('NFC').replace(/[\u00a0\u2009\u202f]/g, ' ')].map((ch) => {
      if (!this.encodable.has(ch)) {
        try {
          this.font.encodeText(ch);
          this.encodable.set(ch, true);
        } catch {
          this.encodable.set(ch, false);
        }
      }
      if (this.encodable.get(ch)) return ch;
      const base = (LETTERS[ch] ?? ch).normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      return base !== ch && [...base].every((c) => c.charCodeAt(0) < 128) ? base : '?';
    }).join('');
  }

  line(text: string, { size = 10, bold = false, indent = 0 } = {}): void {
    if (this.y < MARGIN + LINE) {
      this.page = this.doc.addPage();
      this.y = this.page.getHeight() - MARGIN;
    }
    this.page.drawText(this.clean(text), { x: MARGIN + indent, y: this.y, size, font: bold ? this.bold : this.font });
    this.y -= size > 12 ? LINE + 8 : LINE;
  }

  gap(): void {
    this.y -= LINE / 2;
  }
}

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
  const w = new Writer(doc, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold));
  w.line(t('heading', { id: data.saleId }), { size: 16, bold: true });
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
    if (article.debits.length > 0) {
      w.line(t('debits'), { indent: 12 });
      for (const d of article.debits) {
        w.line(t('debit', { date: format.date(d.date), amount: money(d.amountTI), period: format.dateRange(d.periodStart, d.periodEnd) }), { indent: 24 });
      }
      if (article.openEnded) w.line(t('andSoOn'), { indent: 24 });
    }
  }
  w.gap();
  w.line(t('amounts'), { bold: true });
  w.line(t('total', { amount: money(data.totalTI) }));
  w.line(t('paid', { amount: money(data.paidAmount) }));
  const remaining = money(data.remainingAmount);
  w.line(data.dueDate ? t('remainingDue', { amount: remaining, date: format.date(data.dueDate) }) : t('remaining', { amount: remaining }));
  w.gap();
  w.line(data.signedOn ? t('signedOn', { date: format.date(data.signedOn) }) : t('signature'));
  return doc.save();
}

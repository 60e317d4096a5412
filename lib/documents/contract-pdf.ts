// The sale's contract as a PDF (CONTRACT §9.3), drawn with pdf-lib: the club, the contact, each
// article with its price, the amounts, and for each recurring article its debit schedule. Helvetica's
// WinAnsi encoding covers French and the other Latin-1 languages; any other character is written
// without its accent, else as "?", so no name can make the document fail.
import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';

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
  state: string;
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
  signedAt: string | null;
}

export function formatCents(cents: number, currency = 'EUR'): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')} ${currency}`;
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
    return [...text.normalize('NFC')].map((ch) => {
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

export async function renderContractPdf(data: ContractData): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Contract - sale ${data.saleId}`);
  doc.setProducer('Club management service');
  doc.setCreationDate(data.createdAt);
  doc.setModificationDate(data.createdAt);
  const w = new Writer(doc, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold));
  w.line(`Sales contract no. ${data.saleId}`, { size: 16, bold: true });
  w.line(`${data.club.name} (${data.club.code}), ${data.date}`);
  w.line(`State: ${data.state}${data.invoiceNumber ? `, invoice ${data.invoiceNumber}` : ''}`);
  w.gap();
  w.line('Member', { bold: true });
  w.line(`${data.contact.givenName} ${data.contact.familyName}, no. ${data.contact.number}`);
  for (const part of data.contact.address) w.line(part);
  w.gap();
  w.line('Articles', { bold: true });
  for (const article of data.articles) {
    w.line(`${article.name}: ${formatCents(article.priceTI)} due at once${article.startDate ? `, from ${article.startDate}` : ''}`);
    if (article.debits.length > 0) {
      w.line('Direct debits:', { indent: 12 });
      for (const d of article.debits) {
        w.line(`${d.date}: ${formatCents(d.amountTI)} (period ${d.periodStart} to ${d.periodEnd})`, { indent: 24 });
      }
      if (article.openEnded) w.line('and so on each period, until the subscription ends.', { indent: 24 });
    }
  }
  w.gap();
  w.line('Amounts', { bold: true });
  w.line(`Total due at once: ${formatCents(data.totalTI)}`);
  w.line(`Paid: ${formatCents(data.paidAmount)}`);
  w.line(`Remaining: ${formatCents(data.remainingAmount)}${data.dueDate ? `, due by ${data.dueDate}` : ''}`);
  w.gap();
  w.line(data.signedAt ? `Signed on ${data.signedAt}.` : 'Signature: ______________________');
  return doc.save();
}

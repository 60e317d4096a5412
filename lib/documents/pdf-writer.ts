// What the contract and the invoice share to draw with pdf-lib: lines of text top to bottom, a column
// of amounts on the right, long text wrapped to the page's width, a new page when one is full (no text
// is ever cut off), and on every page a footer with the club's legal details and "page n of m".
// Helvetica's WinAnsi encoding covers French and the other Latin-1 languages; any other character is
// written without its accent, else as "?", so no name can make a document fail.
import { PageSizes, PDFDocument, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';

// Letters with a stroke, which have no decomposition to drop.
const LETTERS: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i' };
const MARGIN = 50;
const LINE = 15;
const FOOTER_SIZE = 7.5;
const FOOTER_LINE = 10;

interface LineOptions {
  size?: number;
  bold?: boolean;
  indent?: number;
  /** Written flush right on the same line (an amount). */
  right?: string;
}

export class PdfWriter {
  private page!: PDFPage;
  private y = 0;
  private readonly pages: PDFPage[] = [];
  private readonly encodable = new Map<string, boolean>();
  /** How far above the bottom edge text may go: the footer's lines sit below. */
  private readonly bottom: number;
  private readonly footer: string[];

  private constructor(private readonly doc: PDFDocument, private readonly font: PDFFont, private readonly bold: PDFFont, footer: string[]) {
    const width = PageSizes.A4[0] - 2 * MARGIN;
    this.footer = footer.flatMap((text) => this.wrap(this.clean(text), width, font, FOOTER_SIZE));
    // The footer's lines and the page number sit below this.
    this.bottom = MARGIN + this.footer.length * FOOTER_LINE + FOOTER_LINE;
    this.newPage();
  }

  static async create(doc: PDFDocument, footer: string[]): Promise<PdfWriter> {
    const [font, bold] = await Promise.all([doc.embedFont(StandardFonts.Helvetica), doc.embedFont(StandardFonts.HelveticaBold)]);
    return new PdfWriter(doc, font, bold, footer);
  }

  private newPage(): void {
    this.page = this.doc.addPage(PageSizes.A4);
    this.pages.push(this.page);
    this.y = this.page.getHeight() - MARGIN;
  }

  clean(text: string): string {
    // Intl writes French amounts and dates with narrow and no-break spaces ("15,00 €"): plain ones here.
    return [...text.normalize('NFC').replace(/[\u00a0\u2009\u202f]/g, ' ').replace(/[\r\n\t]+/g, ' ')].map((ch) => {
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

  /** Splits text into lines no wider than `width` at this size, breaking at spaces (a word longer than a line is cut). */
  private wrap(text: string, width: number, font: PDFFont, size: number): string[] {
    const lines: string[] = [];
    let current = '';
    for (const word of text.split(' ')) {
      const candidate = current ? `${current} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        current = candidate;
        continue;
      }
      if (current) lines.push(current);
      current = word;
      while (font.widthOfTextAtSize(current, size) > width && current.length > 1) {
        let cut = current.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(current.slice(0, cut), size) > width) cut -= 1;
        lines.push(current.slice(0, cut));
        current = current.slice(cut);
      }
    }
    lines.push(current);
    return lines;
  }

  /** One line of text (wrapped onto more when too long), with an optional amount flush right. */
  line(text: string, { size = 10, bold = false, indent = 0, right }: LineOptions = {}): void {
    const font = bold ? this.bold : this.font;
    const rightText = right === undefined ? '' : this.clean(right);
    const rightWidth = rightText ? font.widthOfTextAtSize(rightText, size) + 12 : 0;
    const width = this.page.getWidth() - 2 * MARGIN - indent - rightWidth;
    const step = size > 12 ? LINE + 8 : LINE;
    this.wrap(this.clean(text), width, font, size).forEach((part, i) => {
      if (this.y < this.bottom) this.newPage();
      this.page.drawText(part, { x: MARGIN + indent, y: this.y, size, font });
      if (i === 0 && rightText) {
        this.page.drawText(rightText, { x: this.page.getWidth() - MARGIN - rightWidth + 12, y: this.y, size, font });
      }
      this.y -= step;
    });
  }

  /**
   * One row of a table: the first cell from the left margin (wrapped when long), each other cell flush
   * right in a column `width` points wide, the last ending at the right margin (figures line up).
   */
  row(cells: string[], { size = 9, bold = false, width = 80 }: { size?: number; bold?: boolean; width?: number } = {}): void {
    const font = bold ? this.bold : this.font;
    const [first = '', ...figures] = cells.map((cell) => this.clean(cell));
    const right = this.page.getWidth() - MARGIN;
    const lines = this.wrap(first, right - MARGIN - figures.length * width - 8, font, size);
    lines.forEach((part, i) => {
      if (this.y < this.bottom) this.newPage();
      this.page.drawText(part, { x: MARGIN, y: this.y, size, font });
      if (i === 0) {
        figures.forEach((text, column) => {
          const end = right - (figures.length - 1 - column) * width;
          this.page.drawText(text, { x: end - font.widthOfTextAtSize(text, size), y: this.y, size, font });
        });
      }
      this.y -= LINE - 2;
    });
  }

  gap(): void {
    this.y -= LINE / 2;
  }

  /** Writes the footer on every page, with its number: called once, when everything else is drawn. */
  finish(pageOf: (page: number, pages: number) => string): void {
    this.pages.forEach((page, index) => {
      const lines = [...this.footer, pageOf(index + 1, this.pages.length)];
      lines.forEach((text, i) => {
        const cleaned = this.clean(text);
        const x = Math.max(MARGIN, (page.getWidth() - this.font.widthOfTextAtSize(cleaned, FOOTER_SIZE)) / 2);
        page.drawText(cleaned, { x, y: MARGIN - 20 + (lines.length - 1 - i) * FOOTER_LINE, size: FOOTER_SIZE, font: this.font });
      });
    });
  }
}

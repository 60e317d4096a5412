import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfTextLines } from '../../tests/sales/pdf-text';
import { NO_LEGAL } from './club-legal';
import { renderInvoicePdf, type InvoiceData } from './invoice-pdf';

const invoice = (overrides: Partial<InvoiceData> = {}): InvoiceData => ({
  number: 'F2026-000042', date: '2026-03-10', createdAt: new Date('2026-03-10T10:00:00Z'),
  club: {
    name: 'Club A', code: 'A',
    legal: { legalName: 'Forme Plus SAS', legalAddress: '12 rue Garibaldi, 69003 Lyon', registrationNumber: 'RCS Lyon 900001009', vatNumber: 'FR40900001009', sepaCreditorId: null },
  },
  contact: { familyName: 'Martin', givenName: 'Léa', number: 'C000001' },
  lines: [
    { kind: 'article', name: 'Mensuel', amountTI: 2990, vat: [{ base: 1000, rate: 0, vat: 0 }, { base: 1658, rate: 2000, vat: 332 }] },
    { kind: 'article', name: 'Boisson', amountTI: 211, vat: [{ base: 200, rate: 550, vat: 11 }] },
  ],
  totalTI: 3201, paidAmount: 1000, state: 'in_progress', dueDate: '2026-04-10',
  payments: [{ date: '2026-03-10', mean: 'card', amount: 1000 }],
  ...overrides,
});

const textOf = async (data: InvoiceData, locale: 'fr' | 'en') => (await pdfTextLines(await renderInvoicePdf(data, locale))).join('\n');

describe('the invoice PDF', () => {
  it('in English: legal details, number and dates, VAT per line and by rate, totals', async () => {
    const text = await textOf(invoice(), 'en');
    for (const expected of [
      'Invoice F2026-000042', 'Forme Plus SAS', '12 rue Garibaldi, 69003 Lyon', 'RCS Lyon 900001009 · VAT no. FR40900001009',
      'Invoice number: F2026-000042', 'Invoice date: 10 March 2026', 'Payment due by 10 April 2026', 'Léa Martin, member number C000001',
      'Mensuel', '€29.90', '€10.00 excl. VAT, VAT 0%: €0.00', '€16.58 excl. VAT, VAT 20%: €3.32', 'Boisson', '€2.00 excl. VAT, VAT 5.5%: €0.11',
      'VAT summary', 'VAT 0% on €10.00', 'VAT 5.5% on €2.00', 'VAT 20% on €16.58', 'Total excl. VAT', '€28.58', 'Total VAT', '€3.43',
      'Total incl. tax', '€32.01', 'Left to pay', '€22.01', 'Page 1 of 1',
    ]) expect(text).toContain(expected);
  });

  it('in French, an installment with its period', async () => {
    const text = await textOf(invoice({
      lines: [{ kind: 'installment', name: 'Mensuel', amountTI: 2990, vat: [{ base: 2492, rate: 2000, vat: 498 }], period: { start: '2026-05-01', end: '2026-05-31' } }],
      totalTI: 2990, paidAmount: 2990, state: 'paid', dueDate: null, payments: [],
    }), 'fr');
    for (const expected of [
      'Facture F2026-000042', 'RCS Lyon 900001009 · N° TVA FR40900001009', 'Facture n° F2026-000042', 'Date de facture : 10 mars 2026',
      'Mensuel : échéance', 'Période : 1–31 mai 2026', '24,92 € HT, TVA 20 % : 4,98 €', 'Récapitulatif de TVA', 'TVA 20 % sur 24,92 €',
      'Total HT', 'Total TVA', '4,98 €', 'Total TTC', '29,90 €', 'Page 1 sur 1',
    ]) expect(text).toContain(expected);
  });

  it('without legal details, or VAT the catalog cannot say: those lines left out, a valid PDF, no "null"', async () => {
    for (const locale of ['fr', 'en'] as const) {
      const pdf = await renderInvoicePdf(invoice({
        club: { name: 'Club A', code: 'A', legal: NO_LEGAL },
        lines: [{ kind: 'article', name: 'Ancien tarif', amountTI: 3201, vat: null }],
      }), locale);
      expect((await PDFDocument.load(pdf)).getPageCount()).toBe(1);
      const text = (await pdfTextLines(pdf)).join('\n');
      expect(text).not.toMatch(/null|undefined|VAT no|N° TVA|VAT summary|Récapitulatif| · /);
      expect(text).toContain(locale === 'fr' ? 'Total TTC' : 'Total incl. tax');
    }
  });
});

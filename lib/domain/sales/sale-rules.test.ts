import { describe, expect, it } from 'vitest';
import { pdfTextLines } from '../../../tests/sales/pdf-text';
import { formatCents, renderContractPdf } from './contract-pdf';
import { ageOn } from './sale-checks';
import { periodEnd } from './subscription-behavior';

describe('ageOn', () => {
  it('counts whole years, a birthday counting on its day', () => {
    expect(ageOn('2010-03-10', '2026-03-10')).toBe(16);
    expect(ageOn('2010-03-11', '2026-03-10')).toBe(15);
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });
});

describe('periodEnd', () => {
  it('is the day before start + the period, never before the start', () => {
    expect(periodEnd('2026-04-01', 'P12M')).toBe('2027-03-31');
    expect(periodEnd('2026-01-31', 'P1M')).toBe('2026-02-27');
    expect(periodEnd('2026-03-10', 'P2W')).toBe('2026-03-23');
    expect(periodEnd('2026-03-10', 'P0D')).toBe('2026-03-10');
  });
});

describe('the contract PDF', () => {
  it('writes any name: Latin-1 as is, accents outside it dropped, the rest as ?', async () => {
    expect(formatCents(123456)).toBe('1234.56 EUR');
    expect(formatCents(-5)).toBe('-0.05 EUR');
    const bytes = await renderContractPdf({
      saleId: 7, state: 'cart', date: '2026-03-10', createdAt: new Date('2026-03-10T10:00:00Z'), club: { name: 'Café Łódź', code: 'LZ' },
      contact: { familyName: 'Müller-李', givenName: 'Zoë', number: 'C000001', address: ['1 rue de l\'Église'] },
      articles: Array.from({ length: 30 }, (_, i) => ({
        name: `Article ${i}`, priceTI: 100, startDate: null, openEnded: true,
        debits: [{ date: '2026-04-05', amountTI: 2990, periodStart: '2026-04-01', periodEnd: '2026-04-30' }],
      })),
      totalTI: 3000, paidAmount: 0, remainingAmount: 3000, dueDate: null, invoiceNumber: null, signedAt: null,
    });
    const text = (await pdfTextLines(bytes)).join('\n');
    expect(text).toContain('Café Lódz (LZ), 2026-03-10');
    expect(text).toContain('Zoë Müller-?');
    expect(text).toContain('Article 29: 1.00 EUR due at once');
    expect(text).toContain('Total due at once: 30.00 EUR');
  });
});

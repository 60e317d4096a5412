import { describe, expect, it } from 'vitest';
import { pdfTextLines } from '../../tests/sales/pdf-text';
import { renderContractPdf, type ContractData } from './contract-pdf';

const contract = (overrides: Partial<ContractData> = {}): ContractData => ({
  saleId: 7, state: 'cart', date: '2026-03-10', createdAt: new Date('2026-03-10T10:00:00Z'), club: { name: 'Club A', code: 'A' },
  contact: { familyName: 'Martin', givenName: 'Léa', number: 'C000001', address: ['1 rue de la Roquette', '75011 Paris'] },
  articles: [{
    name: 'Mensuel', priceTI: 1500, startDate: '2026-04-01', openEnded: true,
    debits: [{ date: '2026-05-05', amountTI: 2990, periodStart: '2026-05-01', periodEnd: '2026-05-31' }],
  }],
  totalTI: 1500, paidAmount: 0, remainingAmount: 1500, dueDate: '2026-03-20', invoiceNumber: null, signedOn: null,
  ...overrides,
});

const textOf = async (data: ContractData, locale: 'fr' | 'en') => (await pdfTextLines(await renderContractPdf(data, locale))).join('\n');

describe('the contract PDF', () => {
  it('writes any name: Latin-1 as is, accents outside it dropped, the rest as ?', async () => {
    const text = await textOf(contract({
      club: { name: 'Café Łódź', code: 'LZ' },
      contact: { familyName: 'Müller-李', givenName: 'Zoë', number: 'C000001', address: ['1 rue de l\'Église'] },
      articles: Array.from({ length: 30 }, (_, i) => ({
        name: `Article ${i}`, priceTI: 100, startDate: null, openEnded: true,
        debits: [{ date: '2026-04-05', amountTI: 2990, periodStart: '2026-04-01', periodEnd: '2026-04-30' }],
      })),
      totalTI: 3000, remainingAmount: 3000, dueDate: null,
    }), 'en');
    expect(text).toContain('Café Lódz (LZ), 10 March 2026');
    expect(text).toContain('Zoë Müller-?');
    expect(text).toContain('Article 29: €1.00 due at once');
    expect(text).toContain('Total due at once: €30.00');
  });

  it('is in English: words from the documents catalog, dates and amounts as the pages write them', async () => {
    const text = await textOf(contract({ signedOn: '2026-03-11' }), 'en');
    for (const expected of [
      'Sales contract no. 7', 'Club A (A), 10 March 2026', 'State: cart', 'Member', 'Léa Martin, no. C000001',
      'Mensuel: €15.00 due at once, from 1 April 2026', 'Direct debits:', '5 May 2026: €29.90 (period 1 – 31 May 2026)',
      'and so on each period, until the subscription ends.', 'Remaining: €15.00, due by 20 March 2026', 'Signed on 11 March 2026.',
    ]) expect(text).toContain(expected);
  });

  it('is in French', async () => {
    const text = await textOf(contract({ state: 'validated', invoiceNumber: 'F2026-000001' }), 'fr');
    for (const expected of [
      'Contrat de vente n° 7', 'Club A (A), 10 mars 2026', 'État : validée, facture F2026-000001', 'Adhérent', 'Léa Martin, n° C000001',
      'Mensuel : 15,00 € à payer tout de suite, à partir du 1 avril 2026', 'Prélèvements :', '5 mai 2026 : 29,90 € (période : 1–31 mai 2026)',
      'et ainsi de suite à chaque période, jusqu’à la fin de l’abonnement.', 'Total à payer tout de suite : 15,00 €',
      'Reste dû : 15,00 €, avant le 20 mars 2026', 'Signature : ______________________',
    ]) expect(text).toContain(expected);
    expect(text).not.toMatch(/contract|due at once/i);
  });
});

import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfTextLines } from '../../tests/sales/pdf-text';
import { NO_LEGAL, type ClubLegal } from './club-legal';
import { renderContractPdf, type ContractData } from './contract-pdf';

const LEGAL: ClubLegal = {
  legalName: 'Forme Plus SAS', legalAddress: '12 rue Garibaldi\n69003 Lyon', registrationNumber: 'RCS Lyon 900001009',
  vatNumber: 'FR40900001009', sepaCreditorId: 'FR72ZZZ123456',
};

const contract = (overrides: Partial<ContractData> = {}): ContractData => ({
  saleId: 7, state: 'cart', date: '2026-03-10', createdAt: new Date('2026-03-10T10:00:00Z'), club: { name: 'Club A', code: 'A', legal: LEGAL },
  contact: { familyName: 'Martin', givenName: 'Léa', number: 'C000001', address: ['1 rue de la Roquette', '75011 Paris'] },
  articles: [{
    name: 'Mensuel', priceTI: 1500, startDate: '2026-04-01', openEnded: true,
    debits: [{ date: '2026-05-05', amountTI: 2990, periodStart: '2026-05-01', periodEnd: '2026-05-31' }],
    vat: [{ base: 500, rate: 0, vat: 0 }, { base: 834, rate: 2000, vat: 166 }],
  }],
  totalTI: 1500, paidAmount: 0, remainingAmount: 1500, dueDate: '2026-03-20', invoiceNumber: null, signature: null,
  ...overrides,
});

const SIGNED_BY_SMS: ContractData['signature'] = {
  at: new Date('2026-03-11T13:05:00Z'), timeZone: 'Europe/Paris', by: 'Léa Martin', method: { kind: 'sms', mobileEnding: '78' }, mandates: ['RUM-000012'],
};

const textOf = async (data: ContractData, locale: 'fr' | 'en') => (await pdfTextLines(await renderContractPdf(data, locale))).join('\n');

describe('the contract PDF', () => {
  it('writes any name: Latin-1 as is, accents outside it dropped, the rest as ?; a long contract runs onto more pages, nothing cut', async () => {
    const data = contract({
      club: { name: 'Café Łódź', code: 'LZ', legal: LEGAL },
      contact: { familyName: 'Müller-李', givenName: 'Zoë', number: 'C000001', address: ['1 rue de l\'Église'] },
      articles: Array.from({ length: 30 }, (_, i) => ({
        name: `Article ${i}`, priceTI: 100, startDate: null, openEnded: true, vat: [{ base: 83, rate: 2000, vat: 17 }],
        debits: [{ date: '2026-04-05', amountTI: 2990, periodStart: '2026-04-01', periodEnd: '2026-04-30' }],
      })),
      totalTI: 3000, remainingAmount: 3000, dueDate: null, signature: SIGNED_BY_SMS,
    });
    const pdf = await renderContractPdf(data, 'en');
    const pages = (await PDFDocument.load(pdf)).getPageCount();
    expect(pages).toBeGreaterThan(2);
    const text = (await pdfTextLines(pdf)).join('\n');
    expect(text).toContain('Café Lódz (LZ), 10 March 2026');
    expect(text).toContain('Zoë Müller-?');
    expect(text).toContain('Article 29: €1.00 due at once');
    expect(text).toContain('Total due at once: €30.00');
    // The last things written are still there, and every page has its footer and number.
    expect(text).toContain('Signed by Léa Martin');
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect(text.split('Forme Plus SAS · 12 rue Garibaldi, 69003 Lyon').length - 1).toBe(pages);
  });

  it('is in English: legal details, VAT by rate, the schedule and its creditor, the terms, the SMS signature', async () => {
    const text = await textOf(contract({ signature: SIGNED_BY_SMS }), 'en');
    for (const expected of [
      'Sales contract no. 7', 'Forme Plus SAS', '12 rue Garibaldi', '69003 Lyon', 'RCS Lyon 900001009 · VAT no. FR40900001009',
      'Club A (A), 10 March 2026', 'State: cart', 'Member', 'Léa Martin, no. C000001',
      'Mensuel: €15.00 due at once, from 1 April 2026', 'Price excl. VAT', '€13.34', 'VAT 0%', '€0.00', 'VAT 20%', '€1.66', 'Price incl. VAT', '€15.00',
      'Direct debits:', '5 May 2026: €29.90 (period 1 – 31 May 2026)', 'and so on each period, until the subscription ends.',
      'Direct debits are collected by Forme Plus SAS, SEPA creditor identifier FR72ZZZ123456',
      'Remaining: €15.00, due by 20 March 2026', 'Terms of sale', 'Prices include VAT at the rates shown',
      'Signed by Léa Martin on Wednesday, 11 March 2026 at 14:05, with the code sent by SMS to the mobile number', 'ending in 78.',
      'The SEPA direct-debit mandate RUM-000012 was signed with the same code.', 'Page 1 of 1',
    ]) expect(text).toContain(expected);
  });

  it('is in French, signed at the desk', async () => {
    const text = await textOf(contract({
      state: 'validated', invoiceNumber: 'F2026-000001',
      signature: { at: new Date('2026-03-11T13:05:00Z'), timeZone: 'Europe/Paris', by: 'Léa Martin', method: { kind: 'desk' }, mandates: [] },
    }), 'fr');
    for (const expected of [
      'Contrat de vente n° 7', 'Forme Plus SAS', 'RCS Lyon 900001009 · N° TVA FR40900001009',
      'Club A (A), 10 mars 2026', 'État : validée, facture F2026-000001', 'Adhérent', 'Léa Martin, n° C000001',
      'Mensuel : 15,00 € à payer tout de suite, à partir du 1 avril 2026', 'Prix HT', '13,34 €', 'TVA 0 %', 'TVA 20 %', '1,66 €', 'Prix TTC',
      'Prélèvements :', '5 mai 2026 : 29,90 € (période : 1–31 mai 2026)',
      'et ainsi de suite à chaque période, jusqu’à la fin de l’abonnement.', 'identifiant créancier SEPA FR72ZZZ123456',
      'Total à payer tout de suite : 15,00 €', 'Reste dû : 15,00 €, avant le 20 mars 2026',
      'Conditions générales de vente', 'Les prix s’entendent TTC', 'Signé par Léa Martin le mercredi 11 mars 2026', 'à l’accueil du club.', 'Page 1 sur 1',
    ]) expect(text).toContain(expected);
    expect(text).not.toMatch(/contract|due at once|Signature : _/i);
  });

  it('without legal details nor a signature: those lines left out, no "null", a blank to sign', async () => {
    for (const locale of ['fr', 'en'] as const) {
      const data = contract({ club: { name: 'Club A', code: 'A', legal: NO_LEGAL }, articles: [{ ...contract().articles[0]!, vat: null }] });
      const pdf = await renderContractPdf(data, locale);
      expect((await PDFDocument.load(pdf)).getPageCount()).toBe(1);
      const text = (await pdfTextLines(pdf)).join('\n');
      expect(text).not.toMatch(/null|undefined|VAT no|N° TVA|créancier|creditor| · /);
      expect(text).toContain(locale === 'fr' ? 'Signature : ______________________' : 'Signature: ______________________');
      expect(text).toContain(locale === 'fr' ? 'Page 1 sur 1' : 'Page 1 of 1');
    }
  });
});

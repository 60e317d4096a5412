import { describe, expect, it } from 'vitest';
import { schemaErrors as validate } from '../../tests/fixtures/iso20022/schema-errors';
import { buildPain008, euros, type Pain008 } from './sepa-pain008';

const schemaErrors = (xml: string) => validate(xml, 'pain.008.001.02');

const file: Pain008 = {
  messageId: 'CMS-7-3', createdAt: new Date('2026-04-05T06:00:00.123Z'), collectionDate: '2026-04-05',
  creditor: { name: 'Demo Fitness <Paris> & Co SAS', iban: 'FR7630006000011234567890189', bic: 'AGRIFRPP', creditorId: 'FR72ZZZ123456' },
  transactions: [
    { endToEndId: 'BI-1', amount: 1990, sequenceType: 'FRST', mandateId: 'RUM-1', mandateSignedOn: '2026-03-10', debtorName: 'Zoë "Z" O\'Brien', debtorIban: 'DE89370400440532013000', debtorBic: 'COBADEFFXXX' },
    { endToEndId: 'BI-2', amount: 2990, sequenceType: 'RCUR', mandateId: 'RUM-2', mandateSignedOn: '2025-01-02', debtorName: 'Bob', debtorIban: 'FR1420041010050500013M02606', debtorBic: 'PSSTFRPPPAR' },
    { endToEndId: 'BI-3', amount: 5, sequenceType: 'RCUR', mandateId: 'RUM-3', mandateSignedOn: '2025-01-02', debtorName: 'Carol', debtorIban: 'FR1420041010050500013M02606', debtorBic: 'PSSTFRPP', remittance: 'Invoice 2026-000012' },
  ],
};

describe('pain.008.001.02', () => {
  it('is valid against the ISO 20022 schema, one PmtInf per sequence type with its count and sum', async () => {
    const xml = buildPain008(file);
    expect(await schemaErrors(xml)).toEqual([]);
    expect(xml).toContain('<GrpHdr><MsgId>CMS-7-3</MsgId><CreDtTm>2026-04-05T06:00:00</CreDtTm><NbOfTxs>3</NbOfTxs><CtrlSum>49.85</CtrlSum>');
    const infos = xml.split('<PmtInf>').slice(1);
    expect(infos).toHaveLength(2);
    expect(infos[0]).toContain('<NbOfTxs>1</NbOfTxs><CtrlSum>19.90</CtrlSum>');
    expect(infos[0]).toContain('<SeqTp>FRST</SeqTp>');
    expect(infos[1]).toContain('<NbOfTxs>2</NbOfTxs><CtrlSum>29.95</CtrlSum>');
    expect(infos[1]).toContain('<SeqTp>RCUR</SeqTp>');
    expect(infos[1]).toContain('<InstdAmt Ccy="EUR">0.05</InstdAmt>');
    expect(xml).toContain('<Cdtr><Nm>Demo Fitness &lt;Paris&gt; &amp; Co SAS</Nm></Cdtr>');
    expect(xml).toContain('<Nm>Zoë &quot;Z&quot; O&apos;Brien</Nm>');
    expect(xml).toContain('<Othr><Id>FR72ZZZ123456</Id><SchmeNm><Prtry>SEPA</Prtry></SchmeNm></Othr>');
    expect(xml).toContain('<MndtRltdInf><MndtId>RUM-1</MndtId><DtOfSgntr>2026-03-10</DtOfSgntr></MndtRltdInf>');
  });

  it('leaves out a sequence type with no debit, and stays valid', async () => {
    const xml = buildPain008({ ...file, transactions: file.transactions.filter((t) => t.sequenceType === 'RCUR') });
    expect(xml.split('<PmtInf>')).toHaveLength(2);
    expect(await schemaErrors(xml)).toEqual([]);
  });

  it('the schema catches a broken document (the check is real)', async () => {
    const xml = buildPain008(file).replace('<ReqdColltnDt>2026-04-05</ReqdColltnDt>', '');
    expect((await schemaErrors(xml)).length).toBeGreaterThan(0);
  });

  it('writes cents as euros with two decimals', () => {
    expect([0, 5, 100, 1990, 123456789].map(euros)).toEqual(['0.00', '0.05', '1.00', '19.90', '1234567.89']);
    expect(() => euros(1.5)).toThrow();
  });
});

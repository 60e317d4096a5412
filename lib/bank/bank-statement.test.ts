import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BankStatementError, readBankStatement } from './bank-statement';

const fixture = (name: string, values: Record<string, string>) => Object.entries(values).reduce(
  (xml, [key, value]) => xml.replaceAll(`{{${key}}}`, value),
  readFileSync(new URL(`../../tests/fixtures/iso20022/${name}`, import.meta.url), 'utf8'),
);

const codeOf = (xml: string) => {
  try {
    readBankStatement(xml);
    return 'read';
  } catch (error) {
    if (error instanceof BankStatementError) return error.code;
    throw error;
  }
};

describe('a bank statement', () => {
  it('pain.002: the rejected transactions with their reason codes, not the accepted ones', () => {
    const xml = fixture('pain.002.001.03-rejects.xml', { MSG_ID: 'CMS-1-3', REJECTED: 'BI-10', ACCEPTED: 'BI-11', UNKNOWN: 'ELSEWHERE-9' });
    expect(readBankStatement(xml)).toEqual({
      format: 'pain.002.001.03', messageId: 'BANK-STS-20260405-0001',
      rejects: [{ endToEndId: 'BI-10', reason: 'AM04' }, { endToEndId: 'ELSEWHERE-9', reason: 'MD01' }],
    });
  });

  it('camt.054: the returned transactions (with return information), not the credits', () => {
    const xml = fixture('camt.054.001.02-returns.xml', { RETURNED: 'BI-12', CREDITED: 'BI-13' });
    expect(readBankStatement(xml)).toEqual({ format: 'camt.054.001.02', messageId: 'BANK-NTF-20260412-0007', rejects: [{ endToEndId: 'BI-12', reason: 'MD06' }] });
  });

  it('a prefixed namespace reads the same', () => {
    const xml = '<p:Document xmlns:p="urn:iso:std:iso:20022:tech:xsd:pain.002.001.03"><p:CstmrPmtStsRpt><p:OrgnlPmtInfAndSts><p:TxInfAndSts>'
      + '<p:OrgnlEndToEndId>BI-1</p:OrgnlEndToEndId><p:TxSts>RJCT</p:TxSts></p:TxInfAndSts></p:OrgnlPmtInfAndSts></p:CstmrPmtStsRpt></p:Document>';
    expect(readBankStatement(xml).rejects).toEqual([{ endToEndId: 'BI-1', reason: 'unknown' }]);
  });

  it('refuses what is not one of the two formats, and what is not XML, with a code saying which', () => {
    expect(codeOf('<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.008.001.02"><CstmrDrctDbtInitn/></Document>')).toBe('unsupported-format');
    expect(codeOf('<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.002.001.03"><Other/></Document>')).toBe('unsupported-format');
    expect(codeOf('<html><body>hello</body></html>')).toBe('unsupported-format');
    for (const broken of ['', 'not xml', '<Document>', '<a></b>', '<a/><b/>', '<a>&nope;</a>', '<a>& </a>', '<a b="1"c="2"/>', '<a>x</a>trailing', '<a>\u0000</a>', '<a>&#0;</a>', '<a>&#xD800;</a>', '<a>\uD800</a>']) {
      expect(codeOf(broken), broken).toBe('malformed');
    }
  });

  it('never expands entities: a document type declaration is refused (no external entity, no billion laughs)', () => {
    const xxe = '<?xml version="1.0"?><!DOCTYPE d [<!ENTITY x SYSTEM "file:///etc/passwd">]>'
      + '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.002.001.03"><CstmrPmtStsRpt>&x;</CstmrPmtStsRpt></Document>';
    expect(codeOf(xxe)).toBe('malformed');
    expect(codeOf(`<a>${'<b>'.repeat(100)}${'</b>'.repeat(100)}</a>`)).toBe('malformed');
  });
});

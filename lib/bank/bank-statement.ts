// What a bank's answer says (CONTRACT §12): a pain.002.001.03 status report (the debits of a file it
// rejected, by their original EndToEndId, with the reason code) or a camt.054.001.02 notification (the
// R-transactions: returned or refunded debits, with their return reason). Anything else is refused
// with a code saying why. Only these few elements are read; the rest of the document is ignored.
import { child, children, readXml, textAt, XmlError, type XmlElement } from './xml-read';

export const statementFormats = ['pain.002.001.03', 'camt.054.001.02'] as const;
export type StatementFormat = (typeof statementFormats)[number];

export interface BankReject {
  endToEndId: string;
  /** ISO 20022 reason code (AM04, MD06…), or the bank's proprietary one; `unknown` when none is given. */
  reason: string;
}

export interface BankStatementContent {
  format: StatementFormat;
  messageId: string | null;
  rejects: BankReject[];
}

export class BankStatementError extends Error {
  constructor(readonly code: 'malformed' | 'unsupported-format', message: string) {
    super(message);
  }
}

const NAMESPACE = 'urn:iso:std:iso:20022:tech:xsd:';

const reasonOf = (info: XmlElement | undefined) => textAt(info, 'Rsn', 'Cd') || textAt(info, 'Rsn', 'Prtry') || 'unknown';

function pain002(document: XmlElement): BankStatementContent {
  const report = child(document, 'CstmrPmtStsRpt');
  if (!report) throw new BankStatementError('unsupported-format', 'A pain.002.001.03 document holds a CstmrPmtStsRpt.');
  const rejects = children(report, 'OrgnlPmtInfAndSts').flatMap((info) => {
    const batchRejected = textAt(info, 'PmtInfSts') === 'RJCT';
    return children(info, 'TxInfAndSts').flatMap((tx) => {
      const status = textAt(tx, 'TxSts');
      const endToEndId = textAt(tx, 'OrgnlEndToEndId');
      if (!endToEndId || !(status === 'RJCT' || (status === undefined && batchRejected))) return [];
      return [{ endToEndId, reason: reasonOf(child(tx, 'StsRsnInf') ?? child(info, 'StsRsnInf')) }];
    });
  });
  return { format: 'pain.002.001.03', messageId: textAt(report, 'GrpHdr', 'MsgId') ?? null, rejects };
}

function camt054(document: XmlElement): BankStatementContent {
  const notification = child(document, 'BkToCstmrDbtCdtNtfctn');
  if (!notification) throw new BankStatementError('unsupported-format', 'A camt.054.001.02 document holds a BkToCstmrDbtCdtNtfctn.');
  // An R-transaction is a transaction with return information (RtrInf); the others (credits of
  // debits collected, fees) are not rejects.
  const rejects = children(notification, 'Ntfctn').flatMap((n) => children(n, 'Ntry')).flatMap((entry) => children(entry, 'NtryDtls'))
    .flatMap((details) => children(details, 'TxDtls')).flatMap((tx) => {
      const endToEndId = textAt(tx, 'Refs', 'EndToEndId');
      const ret = child(tx, 'RtrInf');
      return endToEndId && ret ? [{ endToEndId, reason: reasonOf(ret) }] : [];
    });
  return { format: 'camt.054.001.02', messageId: textAt(notification, 'GrpHdr', 'MsgId') ?? null, rejects };
}

/** Reads the document; BankStatementError when it is not XML, or not one of the two formats. */
export function readBankStatement(xml: string): BankStatementContent {
  let document: XmlElement;
  try {
    document = readXml(xml);
  } catch (error) {
    if (error instanceof XmlError) throw new BankStatementError('malformed', `The document is not well-formed XML: ${error.message}.`);
    throw error;
  }
  const namespace = document.attributes.xmlns ?? Object.entries(document.attributes).find(([key]) => key.startsWith('xmlns:'))?.[1];
  if (document.name !== 'Document' || !namespace?.startsWith(NAMESPACE)) {
    throw new BankStatementError('unsupported-format', 'The document is not an ISO 20022 message (a Document in urn:iso:std:iso:20022:tech:xsd:…).');
  }
  const format = namespace.slice(NAMESPACE.length);
  if (format === 'pain.002.001.03') return pain002(document);
  if (format === 'camt.054.001.02') return camt054(document);
  throw new BankStatementError('unsupported-format', `${format} is not accepted: send a pain.002.001.03 status report or a camt.054.001.02 notification.`);
}

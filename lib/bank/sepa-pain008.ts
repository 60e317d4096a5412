// A SEPA Core direct-debit initiation, ISO 20022 pain.008.001.02 (CONTRACT §12): the file a club hands
// its bank for a billing run. Plain string building: the few elements the EPC rulebook needs, in the
// schema's order, every text escaped. tests/fixtures/iso20022/pain.008.001.02.xsd validates it in a test.
import { escapeXml } from './xml-escape';

export type SequenceType = 'FRST' | 'RCUR';

export interface Pain008Transaction {
  /** Ours, unique, at most 35 characters: the bank's answers name it (OrgnlEndToEndId). */
  endToEndId: string;
  /** Integer cents. */
  amount: number;
  sequenceType: SequenceType;
  mandateId: string;
  /** YYYY-MM-DD. */
  mandateSignedOn: string;
  debtorName: string;
  debtorIban: string;
  debtorBic: string;
  remittance?: string;
}

export interface Pain008 {
  messageId: string;
  createdAt: Date;
  /** YYYY-MM-DD: the requested collection date. */
  collectionDate: string;
  creditor: { name: string; iban: string; bic: string; creditorId: string };
  transactions: Pain008Transaction[];
}

/** Cents as the decimal euros ISO 20022 amounts carry: 1990 -> "19.90". */
export function euros(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new Error(`Not an amount in cents: ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** The EPC names are at most 70 characters (the schema allows 140; banks refuse more than 70). */
const name70 = (name: string) => escapeXml([...name.trim()].slice(0, 70).join('') || '-');

const sum = (list: Pain008Transaction[]) => euros(list.reduce((total, t) => total + t.amount, 0));

/** ISO date-time without fraction or offset, as most banks' validators want it (UTC). */
const isoDateTime = (at: Date) => at.toISOString().slice(0, 19);

function transaction(t: Pain008Transaction): string {
  return `<DrctDbtTxInf><PmtId><EndToEndId>${escapeXml(t.endToEndId)}</EndToEndId></PmtId>`
    + `<InstdAmt Ccy="EUR">${euros(t.amount)}</InstdAmt>`
    + `<DrctDbtTx><MndtRltdInf><MndtId>${escapeXml(t.mandateId)}</MndtId><DtOfSgntr>${t.mandateSignedOn}</DtOfSgntr></MndtRltdInf></DrctDbtTx>`
    + `<DbtrAgt><FinInstnId><BIC>${escapeXml(t.debtorBic)}</BIC></FinInstnId></DbtrAgt>`
    + `<Dbtr><Nm>${name70(t.debtorName)}</Nm></Dbtr>`
    + `<DbtrAcct><Id><IBAN>${escapeXml(t.debtorIban)}</IBAN></Id></DbtrAcct>`
    + (t.remittance ? `<RmtInf><Ustrd>${escapeXml([...t.remittance].slice(0, 140).join(''))}</Ustrd></RmtInf>` : '')
    + '</DrctDbtTxInf>';
}

/** The document; one PmtInf per sequence type present (FRST first), in the order the transactions came. */
export function buildPain008(file: Pain008): string {
  const { creditor } = file;
  const groups = (['FRST', 'RCUR'] as const)
    .map((type) => ({ type, list: file.transactions.filter((t) => t.sequenceType === type) }))
    .filter((g) => g.list.length > 0);
  const paymentInfos = groups.map(({ type, list }) => '<PmtInf>'
    + `<PmtInfId>${escapeXml(`${file.messageId}-${type}`)}</PmtInfId><PmtMtd>DD</PmtMtd><BtchBookg>true</BtchBookg>`
    + `<NbOfTxs>${list.length}</NbOfTxs><CtrlSum>${sum(list)}</CtrlSum>`
    + `<PmtTpInf><SvcLvl><Cd>SEPA</Cd></SvcLvl><LclInstrm><Cd>CORE</Cd></LclInstrm><SeqTp>${type}</SeqTp></PmtTpInf>`
    + `<ReqdColltnDt>${file.collectionDate}</ReqdColltnDt>`
    + `<Cdtr><Nm>${name70(creditor.name)}</Nm></Cdtr>`
    + `<CdtrAcct><Id><IBAN>${escapeXml(creditor.iban)}</IBAN></Id></CdtrAcct>`
    + `<CdtrAgt><FinInstnId><BIC>${escapeXml(creditor.bic)}</BIC></FinInstnId></CdtrAgt>`
    + '<ChrgBr>SLEV</ChrgBr>'
    + `<CdtrSchmeId><Id><PrvtId><Othr><Id>${escapeXml(creditor.creditorId)}</Id><SchmeNm><Prtry>SEPA</Prtry></SchmeNm></Othr></PrvtId></Id></CdtrSchmeId>`
    + list.map(transaction).join('')
    + '</PmtInf>');
  return '<?xml version="1.0" encoding="UTF-8"?>\n'
    + '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.008.001.02" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">'
    + '<CstmrDrctDbtInitn><GrpHdr>'
    + `<MsgId>${escapeXml(file.messageId)}</MsgId><CreDtTm>${isoDateTime(file.createdAt)}</CreDtTm>`
    + `<NbOfTxs>${file.transactions.length}</NbOfTxs><CtrlSum>${sum(file.transactions)}</CtrlSum>`
    + `<InitgPty><Nm>${name70(creditor.name)}</Nm></InitgPty>`
    + '</GrpHdr>'
    + paymentInfos.join('')
    + '</CstmrDrctDbtInitn></Document>\n';
}

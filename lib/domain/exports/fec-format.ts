// How the FEC writes its values (article A47 A-1 of the French tax procedure book, CONTRACT §15):
// tab-separated, dates YYYYMMDD, amounts with a decimal comma and two decimals, no tab or line
// break inside a field.

export const FEC_COLUMNS = [
  'JournalCode', 'JournalLib', 'EcritureNum', 'EcritureDate', 'CompteNum', 'CompteLib', 'CompAuxNum', 'CompAuxLib',
  'PieceRef', 'PieceDate', 'EcritureLib', 'Debit', 'Credit', 'EcritureLet', 'DateLet', 'ValidDate', 'Montantdevise', 'Idevise',
] as const;

export type FecLine = Record<(typeof FEC_COLUMNS)[number], string>;

export const FEC_HEADER = `${FEC_COLUMNS.join('\t')}\n`;

/** Cents as `1234,50`; never a sign (a debit and a credit are separate columns). */
export function fecAmount(cents: number): string {
  const abs = Math.abs(cents);
  return `${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/** `2026-11-28` as `20261128`. */
export function fecDate(isoDate: string): string {
  return isoDate.slice(0, 10).replaceAll('-', '');
}

/** A field's text on one line, without tabs. */
export function fecText(value: string | null | undefined): string {
  return (value ?? '').replace(/[\t\r\n]+/g, ' ').trim();
}

export function fecLine(line: FecLine): string {
  return `${FEC_COLUMNS.map((column) => fecText(line[column])).join('\t')}\n`;
}

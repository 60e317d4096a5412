// IBAN and BIC as a person types them (spaces, lower case) and as they are kept (electronic format),
// checked with ibantools: the IBAN's country length, BBAN format and mod-97 check digits; the BIC's
// shape and country. Shared by the API and the member page, which checks as the member types.
import { electronicFormatIBAN, extractBIC, isValidBIC, isValidIBAN } from 'ibantools';

/** Upper case, no spaces or separators: the form an IBAN is stored and checked in. */
export function normalizeIban(value: string): string {
  return electronicFormatIBAN(value) ?? '';
}

export function normalizeBic(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

export function ibanIsValid(value: string): boolean {
  return isValidIBAN(normalizeIban(value));
}

export function bicIsValid(value: string): boolean {
  return isValidBIC(normalizeBic(value));
}

/** Grouped by four, as printed on bank details: `FR76 3000 6000 0112 3456 7890 189` (a part typed so far too). */
export function groupIban(value: string): string {
  return value.replace(/[^\dA-Za-z]/g, '').toUpperCase().replace(/(.{4})(?=.)/g, '$1 ');
}

/** Everything but the last 4 characters hidden: what the API and the pages show of a stored IBAN. */
export function maskIban(iban: string): string {
  const plain = normalizeIban(iban);
  return `${'*'.repeat(Math.max(0, plain.length - 4))}${plain.slice(-4)}`;
}

// Banks we can name from the first six characters of their BIC (bank code + country); elsewhere the
// member types the bank's name.
const KNOWN_BANKS: Record<string, string> = {
  AGRIFR: 'Crédit Agricole',
  BNPAFR: 'BNP Paribas',
  SOGEFR: 'Société Générale',
  CCBPFR: 'Banque Populaire',
  CEPAFR: "Caisse d'Épargne",
  CMCIFR: 'Crédit Mutuel',
  PSSTFR: 'La Banque Postale',
  BOUSFR: 'Boursorama',
  DEUTDE: 'Deutsche Bank',
  COBADE: 'Commerzbank',
  INGBNL: 'ING',
  ABNANL: 'ABN AMRO',
  BBRUBE: 'ING Belgique',
  GEBABE: 'BNP Paribas Fortis',
  NWBKGB: 'NatWest',
  BARCGB: 'Barclays',
  CAIXES: 'CaixaBank',
  BSCHES: 'Banco Santander',
  UBSWCH: 'UBS',
  BCITIT: 'Intesa Sanpaolo',
};

/** The bank's name from a BIC, where we know it; null otherwise (or for an invalid BIC). */
export function bankFromBic(bic: string): string | null {
  const plain = normalizeBic(bic);
  if (!isValidBIC(plain)) return null;
  const parts = extractBIC(plain);
  return KNOWN_BANKS[`${parts.bankCode}${parts.countryCode}`] ?? null;
}

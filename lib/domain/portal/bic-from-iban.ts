// The BIC of the bank an IBAN belongs to, where we know it: ibantools reads the IBAN's national bank
// code (extractIBAN's bankIdentifier), which names the bank for the codes below; elsewhere the person
// types the BIC (printed on their bank details next to the IBAN). The bank's name then comes from the
// BIC (bankFromBic).
import { extractIBAN } from 'ibantools';
import { normalizeIban } from '../mandates/bank-details';

const BICS: Record<string, string> = {
  FR30004: 'BNPAFRPP', FR30003: 'SOGEFRPP', FR30006: 'AGRIFRPP', FR20041: 'PSSTFRPP', FR10278: 'CMCIFR2A',
  FR30066: 'CMCIFRPP', FR40618: 'BOUSFRPP', DE37040044: 'COBADEFF', DE10070000: 'DEUTDEBB',
};

export function bicFromIban(iban: string): string | null {
  const parts = extractIBAN(normalizeIban(iban));
  if (!parts.valid || !parts.bankIdentifier || !parts.countryCode) return null;
  return BICS[`${parts.countryCode}${parts.bankIdentifier}`] || null;
}

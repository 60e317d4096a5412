// The demo clubs' legal and creditor details (CONTRACT §12, §15): made-up companies whose numbers
// pass the same checks as real ones (SIREN Luhn key, French VAT key, SEPA creditor check digits),
// and the example accounts banks publish. Each club its own company, as franchises are.
import { creditorIdCheckDigits } from '../bank/creditor-id';

const IBANS = ['FR7630006000011234567890189', 'FR1420041010050500013M02606', 'FR7630001007941234567890185'];
const BICS = ['AGRIFRPP', 'PSSTFRPPPAR', 'BDFEFRPPCCT'];

/** A 9-digit SIREN starting with `stem` whose last digit makes the Luhn sum a multiple of 10. */
function siren(stem: string): string {
  for (let last = 0; last <= 9; last++) {
    const candidate = `${stem}${last}`;
    const sum = [...candidate].reverse().reduce((total, d, i) => {
      const n = Number(d) * (i % 2 === 1 ? 2 : 1);
      return total + (n > 9 ? n - 9 : n);
    }, 0);
    if (sum % 10 === 0) return candidate;
  }
  throw new Error('unreachable: one of ten digits completes a Luhn sum');
}

export function demoLegal(name: string, address: string, index: 1 | 2 | 3) {
  const number = siren(`90000${index}00`);
  const vatKey = String((12 + 3 * (Number(number) % 97)) % 97).padStart(2, '0');
  const national = `80000${index}`;
  return {
    legalName: `Demo Fitness ${name} SAS`,
    legalAddress: address,
    registrationNumber: `RCS ${address.includes('Lyon') ? 'Lyon' : 'Paris'} ${number}`,
    vatNumber: `FR${vatKey}${number}`,
    sepaCreditorId: `FR${creditorIdCheckDigits('FR', national)}ZZZ${national}`,
    creditorIban: IBANS[index - 1]!,
    creditorBic: BICS[index - 1]!,
  };
}

// A SEPA creditor identifier (EPC262-08): country code, two check digits, a three-character
// business code (ignored by the check, often ZZZ) and the national identifier. The check digits
// are ISO 7064 MOD 97-10 over the national identifier followed by the country and "00", letters
// read as numbers (A = 10 … Z = 35), as for an IBAN.

const digitsOf = (text: string) => [...text].map((c) => (/[A-Z]/.test(c) ? String(c.charCodeAt(0) - 55) : c)).join('');

function mod97(digits: string): number {
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return rest;
}

/** Whether `id` (spaces removed, upper case) is a well-formed creditor identifier with right check digits. */
export function isValidCreditorId(id: string): boolean {
  const match = /^([A-Z]{2})([0-9]{2})[0-9A-Z]{3}([0-9A-Z]{1,28})$/.exec(id);
  if (!match) return false;
  const [, country, check, national] = match;
  return 98 - mod97(digitsOf(`${national}${country}00`)) === Number(check);
}

/** The check digits a creditor identifier of this country and national id carries (for demo data and tests). */
export function creditorIdCheckDigits(country: string, national: string): string {
  return String(98 - mod97(digitsOf(`${national}${country}00`))).padStart(2, '0');
}

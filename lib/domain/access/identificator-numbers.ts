// The numbers of identificators (CONTRACT §11): a badge's is 12 digits, a qrcode's 32 URL-safe
// characters, both drawn from a cryptographic source, and the state a partner reads.
import { randomBytes, randomInt } from 'node:crypto';
import type { Identificator, IdentificatorType } from '../../db/schema';

export type IdentificatorState = 'active' | 'disabled' | 'revoked';

/** Revoked is for good; disabled is a closure's, undone by its cancellation. */
export function identificatorState(identificator: Pick<Identificator, 'disabledAt' | 'revokedAt'>): IdentificatorState {
  if (identificator.revokedAt !== null) return 'revoked';
  if (identificator.disabledAt !== null) return 'disabled';
  return 'active';
}

export function generatedNumber(type: IdentificatorType): string {
  if (type === 'qrcode') return randomBytes(24).toString('base64url');
  let digits = String(randomInt(1, 10));
  while (digits.length < 12) digits += String(randomInt(0, 10));
  return digits;
}

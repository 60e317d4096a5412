// The rules of an SMS signature (CONTRACT §9.7): a 6-digit code drawn with a CSPRNG, kept as a keyed
// hash and compared in constant time (the sign-in codes' functions), 5 tries, 15 minutes.
import { hashLoginCode } from '../auth/login-code-rules';

export const SIGNATURE_TTL_MS = 15 * 60 * 1000;
export const SIGNATURE_MAX_TRIES = 5;

/** The hash of a request's code; the request id in the key makes each request's hash its own. */
export function hashSignatureCode(secret: string, code: string, requestId: number): string {
  return hashLoginCode(secret, `signature:${code}`, requestId);
}

/** A mobile number a code can be sent to: at least 8 digits, once separators are removed. */
export function isTextableMobile(mobile: string | null): boolean {
  if (mobile === null) return false;
  const plain = mobile.replace(/[\s.()-]/g, '');
  return /^\+?\d{8,15}$/.test(plain);
}

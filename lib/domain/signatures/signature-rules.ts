// The rules of an SMS signature (CONTRACT §9.7): a 6-digit code drawn with a CSPRNG, kept as a keyed
// hash and compared in constant time (the sign-in codes' functions), 5 tries, 15 minutes.
import { hashLoginCode } from '../auth/login-code-rules';
import { toE164 } from '../contacts/phone-number';
import { SENT_CODE_MAX_TRIES, SENT_CODE_TTL_MS, threeCodesPerQuarterHour } from '../limits/codes-per-contact';

export const SIGNATURE_TTL_MS = SENT_CODE_TTL_MS;
export const SIGNATURE_MAX_TRIES = SENT_CODE_MAX_TRIES;
/** At most 3 signature requests (so 3 SMS) per contact in any 15 minutes (CONTRACT §10, abuse limits). */
export const SIGNATURE_REQUESTS_PER_CONTACT = threeCodesPerQuarterHour('api.error.signature.too-many-requests', 'signature');

/** The hash of a request's code; the request id in the key makes each request's hash its own. */
export function hashSignatureCode(secret: string, code: string, requestId: number): string {
  return hashLoginCode(secret, `signature:${code}`, requestId);
}

/**
 * A mobile number a code can be sent to: a valid phone number (libphonenumber-js; national numbers read
 * as French). The `min` metadata does not tell a mobile from a landline: the contact's `mobile` field does.
 */
export function isTextableMobile(mobile: string | null): boolean {
  return toE164(mobile) !== null;
}

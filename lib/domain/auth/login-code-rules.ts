import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

export const LOGIN_CODE_TTL_MS = 10 * 60 * 1000;
export const LOGIN_CODE_MAX_ATTEMPTS = 5;
/** At most this many codes per member in any LOGIN_CODE_WINDOW_MS: each new code brings fresh tries. */
export const LOGIN_CODES_PER_WINDOW = 5;
export const LOGIN_CODE_WINDOW_MS = 15 * 60 * 1000;

/** A 6-digit code, uniformly drawn. */
export function newLoginCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/**
 * Codes are stored as a keyed hash: a database read alone does not reveal them. The key is the
 * deployment's signing secret (authSecret()), asked for before the caller's transaction opens.
 */
export function hashLoginCode(secret: string, code: string, contactId: number): string {
  return createHmac('sha256', secret).update(`${contactId}:${code}`).digest('hex');
}

// Buffer.from(x, 'hex') silently drops what is not hex ("zz" and "" both decode to nothing), so the
// shape is checked first: only two equal, well-formed digests compare equal.
const HEX_DIGEST = /^(?:[0-9a-f]{2})+$/;

/** Constant-time comparison of two hex digests. */
export function sameHash(a: string, b: string): boolean {
  if (!HEX_DIGEST.test(a) || !HEX_DIGEST.test(b) || a.length !== b.length) return false;
  return timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));
}

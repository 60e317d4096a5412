import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { config } from '../../config';

export const LOGIN_CODE_TTL_MS = 10 * 60 * 1000;
export const LOGIN_CODE_MAX_ATTEMPTS = 5;

/** A 6-digit code, uniformly drawn. */
export function newLoginCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** Codes are stored as a keyed hash: a database read alone does not reveal them. */
export function hashLoginCode(code: string, contactId: number): string {
  return createHmac('sha256', config.authSecret).update(`${contactId}:${code}`).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

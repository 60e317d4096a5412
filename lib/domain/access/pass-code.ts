// The member pass's rotating code (CONTRACT §11): an HMAC of the member's qrcode and a 30-second
// window, valid through the next window (60 s at most), so a screenshot shared with a friend stops
// opening the door within a minute. The key is derived from the deployment's secret; a regenerated
// or revoked qrcode takes its codes with it (its number is in the HMAC, its state is checked).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { authSecret } from '../../secrets/auth-secret';

export const PASS_WINDOW_MS = 30_000;
/** The code of window w is accepted during windows w and w + 1. */
export const PASS_VALID_WINDOWS = 2;

const PATTERN = /^P([0-9a-z]{1,7})\.([0-9a-z]{1,9})\.([A-Za-z0-9_-]{22})$/;

export function passWindow(at: Date): number {
  return Math.floor(at.getTime() / PASS_WINDOW_MS);
}

async function signature(tenantId: number, identificator: { id: number; number: string }, window: number): Promise<string> {
  const key = createHmac('sha256', await authSecret()).update('member-pass-v1').digest();
  return createHmac('sha256', key).update(`${tenantId}:${identificator.id}:${identificator.number}:${window}`).digest('base64url').slice(0, 22);
}

/** The code the pass shows during `window`. */
export async function passCode(tenantId: number, identificator: { id: number; number: string }, window: number): Promise<string> {
  return `P${identificator.id.toString(36)}.${window.toString(36)}.${await signature(tenantId, identificator, window)}`;
}

/** The identificator id a text written as a pass code names, and its window; undefined when it is not one. */
export function readPassCode(text: string): { identificatorId: number; window: number; signature: string } | undefined {
  const match = PATTERN.exec(text);
  if (!match) return undefined;
  const identificatorId = Number.parseInt(match[1]!, 36);
  const window = Number.parseInt(match[2]!, 36);
  if (!Number.isSafeInteger(identificatorId) || identificatorId < 1 || identificatorId > 2_147_483_647) return undefined;
  return { identificatorId, window, signature: match[3]! };
}

/** Whether a read code is this identificator's, signed right and still valid at `at`. */
export async function isPassCodeValid(
  tenantId: number, identificator: { id: number; number: string }, code: { window: number; signature: string }, at: Date,
): Promise<boolean> {
  const current = passWindow(at);
  if (code.window > current || code.window <= current - PASS_VALID_WINDOWS) return false;
  const expected = Buffer.from(await signature(tenantId, identificator, code.window));
  const given = Buffer.from(code.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

// The service's rate limits (CONTRACT §2: 429 with retry-after), their sizes from lib/config.ts.
// A key that has an address is also counted per address alone, at ten times the key's limit: one
// address trying many client ids or e-mails meets that one. An unknown address (an in-process call,
// which has no connection) is counted by its other key only.
import { config } from '../config';
import { rateLimit } from './rate-limit';

const PER_ADDRESS = 10;
const QUARTER_HOUR = 15 * 60;

/** Partner API calls per client (tenant and client id), after authentication. */
export const apiCallsPerClient = () => rateLimit('api-client', () => ({
  points: config.limits.apiPerMinute,
  durationSeconds: 60,
  detail: 'This client has made too many API calls this minute.',
  // Checked on every call: taken from the shared store a hundredth of the limit at a time.
  batch: Math.max(1, Math.floor(config.limits.apiPerMinute / 100)),
}));

const tokensPerClientAddress = () => rateLimit('token-client-address', () => ({
  points: config.limits.tokenPerMinute, durationSeconds: 60, detail: 'Too many token requests for this client from this address.',
}));
const tokensPerAddress = () => rateLimit('token-address', () => ({
  points: PER_ADDRESS * config.limits.tokenPerMinute, durationSeconds: 60, detail: 'Too many token requests from this address.',
}));

/** Counts a token request (before its secret is checked); throws RateLimitedError past a limit. */
export async function limitTokenRequest(clientId: string, address: string | undefined): Promise<void> {
  if (address === undefined) return;
  await tokensPerAddress().consume(address);
  await tokensPerClientAddress().consume(`${clientId}|${address}`);
}

const codesPerEmail = () => rateLimit('sign-in-code-email', () => ({
  points: config.limits.signInPer15Minutes, durationSeconds: QUARTER_HOUR, detail: 'Too many sign-in codes asked for this e-mail.',
}));
const codesPerAddress = () => rateLimit('sign-in-code-address', () => ({
  points: PER_ADDRESS * config.limits.signInPer15Minutes, durationSeconds: QUARTER_HOUR, detail: 'Too many sign-in codes asked from this address.',
}));

/** Counts a member's request for a sign-in code, known e-mail or not; throws RateLimitedError past a limit. */
export async function limitSignInCodeRequest(tenantId: number, email: string, address: string | undefined): Promise<void> {
  if (address !== undefined) await codesPerAddress().consume(address);
  await codesPerEmail().consume(`${tenantId}|${email.toLowerCase()}`);
}

// Staff passwords: only wrong ones count, so a member of staff who signs in often is never refused.
// Per e-mail and address at the configured limit; per e-mail alone at ten times it, since the
// pages' address can be forged where no proxy writes it (lib/limits/client-address.ts), at the
// cost that ten times that many wrong passwords from anywhere (200 by default) hold the account's
// sign-in for 15 minutes.
const wrongPasswordsPerEmailAddress = () => rateLimit('staff-password-email-address', () => ({
  points: config.limits.signInPer15Minutes, durationSeconds: QUARTER_HOUR, detail: 'Too many wrong passwords for this e-mail.',
}));
const wrongPasswordsPerEmail = () => rateLimit('staff-password-email', () => ({
  points: PER_ADDRESS * config.limits.signInPer15Minutes, durationSeconds: QUARTER_HOUR, detail: 'Too many wrong passwords for this e-mail.',
}));
const wrongPasswordsPerAddress = () => rateLimit('staff-password-address', () => ({
  points: PER_ADDRESS * config.limits.signInPer15Minutes, durationSeconds: QUARTER_HOUR, detail: 'Too many wrong passwords from this address.',
}));

function staffKeys(tenantId: number, email: string, address: string | undefined) {
  const account = `${tenantId}|${email.toLowerCase()}`;
  return [
    [wrongPasswordsPerEmail(), account],
    ...(address !== undefined ? [[wrongPasswordsPerEmailAddress(), `${account}|${address}`], [wrongPasswordsPerAddress(), address]] as const : []),
  ] as const;
}

/** Before a staff password is checked: throws RateLimitedError when too many wrong ones were tried. */
export async function checkStaffSignIn(tenantId: number, email: string, address: string | undefined): Promise<void> {
  for (const [limit, key] of staffKeys(tenantId, email, address)) await limit.check(key);
}

/** After a wrong staff password (or an e-mail that is nobody's). */
export async function countWrongStaffPassword(tenantId: number, email: string, address: string | undefined): Promise<void> {
  await Promise.all(staffKeys(tenantId, email, address).map(([limit, key]) => limit.penalize(key)));
}

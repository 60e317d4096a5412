// The bound on sign-in codes per e-mail that the member is told about (issue 29 item 7): at most
// LOGIN_CODES_PER_WINDOW requests per e-mail in its window, counted for every e-mail typed, a
// member's or not, so the refusal and the time it gives tell nothing about who is a member. The
// count of codes actually sent (request-member-login-code.ts) stays as the backstop across processes.
import { like } from 'drizzle-orm';
import { config } from '../config';
import { getDb } from '../db/client';
import { rateLimits } from '../db/schema';
import { LOGIN_CODE_WINDOW_MS, LOGIN_CODES_PER_WINDOW } from '../domain/auth/login-code-rules';
import { rateLimit } from './rate-limit';

const WINDOW = 'sign-in-code-window';
const codesInWindow = () => rateLimit(WINDOW, () => ({
  points: LOGIN_CODES_PER_WINDOW, durationSeconds: LOGIN_CODE_WINDOW_MS / 1000, detail: 'The most sign-in codes for this e-mail have been asked for.',
}));

/** Counts a request for a code to this e-mail; throws RateLimitedError (with when a new one can be sent) past the bound. */
export async function limitSignInCodesInWindow(tenantId: number, email: string): Promise<void> {
  await codesInWindow().consume(`${tenantId}|${email.toLowerCase()}`);
}

/**
 * Forgets every e-mail's window (tests only): the window runs on real time, while the tests of the
 * codes pin the service's clock and would otherwise meet each other's requests. With PostgreSQL the
 * shared store's rows of this limit go too.
 */
export async function forgetSignInCodeWindows(): Promise<void> {
  (globalThis as { __clubRateLimits?: Map<string, unknown> }).__clubRateLimits?.delete(WINDOW);
  if (config.databaseUrl) await (await getDb()).delete(rateLimits).where(like(rateLimits.key, `${WINDOW}:%`));
}

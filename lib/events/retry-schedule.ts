import type { RetryPolicy } from '../db/schema';

/** Standard Webhooks' schedule: the delays before attempts 2 to 7. */
export const STANDARD_RETRY_DELAYS_MS = [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000];

/** When the next attempt after a failed one is due, or null when there is none (the spec: no retry). */
export function nextAttemptAt(policy: RetryPolicy, failedAttempt: number, failedAt: Date): Date | null {
  if (policy !== 'standard') return null;
  const delay = STANDARD_RETRY_DELAYS_MS[failedAttempt - 1];
  return delay === undefined ? null : new Date(failedAt.getTime() + delay);
}

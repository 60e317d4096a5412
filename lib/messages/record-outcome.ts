import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { messageOutbox, type OutboxMessage } from '../db/schema';
import { nextAttemptAt } from '../events/retry-schedule';

/** Attempts a message gets: webhooks' standard schedule (5 s, 5 min, 30 min, 2 h, 5 h, 10 h), then failed. */
export const MAX_ATTEMPTS = 7;

// Only the claim that sent it may record it: a worker whose lease ran out finds the attempt count moved on.
const claimed = (message: OutboxMessage) => and(eq(messageOutbox.tenantId, message.tenantId), eq(messageOutbox.id, message.id),
  eq(messageOutbox.state, 'pending'), eq(messageOutbox.attempts, message.attempts));

/** Sent: the words are dropped (they may carry a one-time code); the row stays, so the decision is not sent again. */
export async function recordSent(db: Executor, message: OutboxMessage, at: Date): Promise<void> {
  await db.update(messageOutbox).set({ state: 'sent', sentAt: at, lastError: null, subject: null, body: null, attachments: null })
    .where(claimed(message));
}

/** Not sent: tried again on the schedule, or failed for good (a permanent refusal, or the last attempt). */
export async function recordFailure(db: Executor, message: OutboxMessage, at: Date, error: string, permanent: boolean): Promise<'retry' | 'failed'> {
  const next = permanent || message.attempts >= MAX_ATTEMPTS ? null : nextAttemptAt('standard', message.attempts, at);
  await db.update(messageOutbox)
    .set(next ? { nextAttemptAt: next, lastError: error } : { state: 'failed', lastError: error })
    .where(claimed(message));
  return next ? 'retry' : 'failed';
}

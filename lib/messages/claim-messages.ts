import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { messageOutbox, type OutboxMessage } from '../db/schema';

/** How long a claimed message is the claimer's: past it (a crash mid-send), another worker takes it. */
export const CLAIM_LEASE_MS = 60_000;

/**
 * Claims up to `limit` due messages: SKIP LOCKED lets several workers (processes) claim at once
 * without waiting on each other or taking the same row. A claim counts an attempt and moves the
 * row's next attempt past the lease, so the claim holds after this statement commits, without a
 * transaction open while the provider answers. A message never tried is due whatever the clock says
 * (tests move the app's clock back and forth).
 */
export async function claimDueMessages(db: Executor, at: Date, limit: number, tenantIds?: number[]): Promise<OutboxMessage[]> {
  const scope = tenantIds ? sql`AND tenant_id = ANY(${`{${tenantIds.join(',')}}`}::int[])` : sql``;
  const until = new Date(at.getTime() + CLAIM_LEASE_MS);
  return db.update(messageOutbox)
    .set({ attempts: sql`${messageOutbox.attempts} + 1`, nextAttemptAt: until })
    .where(sql`(${messageOutbox.tenantId}, ${messageOutbox.id}) IN (
      SELECT tenant_id, id FROM message_outbox
      WHERE state = 'pending' AND (attempts = 0 OR next_attempt_at <= ${at.toISOString()}::timestamptz) ${scope}
      ORDER BY next_attempt_at, id LIMIT ${limit} FOR UPDATE SKIP LOCKED)`)
    .returning();
}

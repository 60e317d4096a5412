import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { webhookDeliveries, type RetryPolicy, type WebhookDelivery } from '../db/schema';
import { logger } from '../log/logger';
import type { PostResult } from './post-webhook';
import { nextAttemptAt } from './retry-schedule';

export interface Attempt {
  delivery: WebhookDelivery;
  result: PostResult;
  at: Date;
  url: string;
}

const succeeded = (r: PostResult) => r.error === null && r.status !== null && r.status >= 200 && r.status < 300;

/**
 * Records a batch of attempts in one statement (plus the retries they schedule), in one transaction.
 * Batching keeps the database off the delivery path; a crash before a batch is recorded leaves its
 * deliveries pending, so they are sent again (at least once, never lost).
 */
export async function recordAttempts(db: Executor, tenantId: number, policy: RetryPolicy | null, attempts: Attempt[]): Promise<void> {
  if (attempts.length === 0) return;
  const rows = attempts.map(({ delivery, result, at, url }) => ({
    id: delivery.id,
    status: succeeded(result) ? 'delivered' : 'failed',
    attempted_at: at.toISOString(),
    url,
    response_status: result.status,
    duration_ms: result.durationMs,
    error: succeeded(result) ? null : result.error ?? `HTTP ${result.status}`,
  }));
  const retries = attempts.flatMap(({ delivery, result, at, url }) => {
    const next = succeeded(result) || !policy ? null : nextAttemptAt(policy, delivery.attempt, at);
    return next ? [{
      tenantId, seq: delivery.seq, webhookId: delivery.webhookId, event: delivery.event,
      resource: delivery.resource, url, attempt: delivery.attempt + 1, dueAt: next,
    }] : [];
  });
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      UPDATE webhook_deliveries d SET status = v.status, attempted_at = v.attempted_at, url = v.url,
        response_status = v.response_status, duration_ms = v.duration_ms, error = v.error
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        AS v(id int, status text, attempted_at timestamptz, url text, response_status int, duration_ms int, error text)
      WHERE d.tenant_id = ${tenantId} AND d.id = v.id`);
    if (retries.length > 0) await tx.insert(webhookDeliveries).values(retries);
  });
  for (const { delivery, result } of attempts) {
    if (succeeded(result)) continue;
    logger().warn({ tenantId, webhookId: delivery.webhookId, event: delivery.event, attempt: delivery.attempt,
      status: result.status, durationMs: result.durationMs, error: result.error, detail: result.detail }, 'webhook delivery failed');
  }
}

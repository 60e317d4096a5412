// Deliveries are made by the worker in this process, about a second after the event is written.
// The test and redeliver buttons wait for that outcome on the server, through the same log query
// as the page, so the person who pressed them reads it at once.
import type { WebhookDelivery } from '@/lib/db/schema';
import type { OperationContext } from '@/lib/domain/context';
import { listWebhookDeliveries } from '@/lib/domain/events/list-webhook-deliveries';

const POLL_MS = 150;
const WAIT_MS = 5_000;

export type DeliveryOutcome = Pick<WebhookDelivery, 'attempt' | 'status' | 'responseStatus' | 'durationMs' | 'error'> | null;

/** The newest delivery of `event` that `matches` and is no longer pending; the last one seen (or null) after the wait. */
export async function waitForDelivery(
  ctx: OperationContext, event: string, matches: (delivery: WebhookDelivery) => boolean,
): Promise<DeliveryOutcome> {
  const deadline = Date.now() + WAIT_MS;
  let seen: WebhookDelivery | undefined;
  for (;;) {
    const { items } = await listWebhookDeliveries({ ...ctx, event, page: { page: 1, itemsPerPage: 20 } });
    seen = items.find(matches) ?? seen;
    if ((seen && seen.status !== 'pending') || Date.now() >= deadline) break;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return seen ? { attempt: seen.attempt, status: seen.status, responseStatus: seen.responseStatus, durationMs: seen.durationMs, error: seen.error } : null;
}

/** The newest delivery id of an event, before a new one is queued (0 when none). */
export async function newestDeliveryId(ctx: OperationContext, event: string): Promise<number> {
  const { items } = await listWebhookDeliveries({ ...ctx, event, page: { page: 1, itemsPerPage: 1 } });
  return items[0]?.id ?? 0;
}

/** The outcome in one sentence, for the status line. */
export function describeOutcome(what: string, outcome: DeliveryOutcome): string {
  if (!outcome || outcome.status === 'pending') return `${what} queued; it has not been delivered yet. Refresh the log in a moment.`;
  if (outcome.status === 'delivered') return `${what} delivered: HTTP ${outcome.responseStatus ?? '—'} in ${outcome.durationMs ?? 0} ms.`;
  const reason = outcome.responseStatus ? `the receiver answered HTTP ${outcome.responseStatus}` : (outcome.error ?? 'no answer');
  return `${what} failed: ${reason}. See the log below.`;
}

// Deliveries are made by the worker in this process, about a second after the event is written.
// The test and redeliver buttons wait for that outcome on the server, through the same log query
// as the page, so the person who pressed them reads it at once.
import type { getTranslations } from 'next-intl/server';
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

type Words = Awaited<ReturnType<typeof getTranslations<'adminWebhooks.outcome'>>>;

/** The outcome in one sentence, for the status line, in the page's language (`t`). */
export function describeOutcome(t: Words, what: string, outcome: DeliveryOutcome): string {
  if (!outcome || outcome.status === 'pending') return t('queued', { what });
  if (outcome.status === 'delivered') return t('delivered', { what, status: String(outcome.responseStatus ?? '—'), ms: String(outcome.durationMs ?? 0) });
  const reason = outcome.responseStatus ? t('answered', { status: String(outcome.responseStatus) }) : (outcome.error ?? t('noAnswer'));
  return t('failed', { what, reason });
}

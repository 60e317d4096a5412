import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { outboxEvents, webhookDeliveries } from '../db/schema';
import { iri } from '../iri';
import { EVENT_CATALOGUE, isEventName } from './catalogue';
import type { DeliveryContext } from './delivery-context';
import { postWebhook, type PostResult } from './post-webhook';
import { recordAttempts, type Attempt } from './record-attempts';
import { signPayload } from './signature';

export const DELIVERY_TIMEOUT_MS = 10_000;
const BATCH = 100;
/** Attempts recorded per statement: at most this many may be sent twice after a crash. */
export const RECORD_BATCH = 20;

export interface DeliveryOptions {
  now: () => Date;
  allowLoopback: boolean;
  timeoutMs: number;
  /** Called before each post: false means the lease is lost and the batch must stop. */
  keepGoing: () => Promise<boolean>;
}

type Due = { delivery: typeof webhookDeliveries.$inferSelect; object: Record<string, string>; clubId: number | null };

function headersFor(ctx: DeliveryContext, due: Due, body: string, at: Date): Record<string, string> {
  const timestamp = Math.floor(at.getTime() / 1000);
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'user-agent': 'ClubManagementService-Webhooks/1.0',
    'webhook-id': due.delivery.webhookId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signPayload(ctx.endpoint!.secret, due.delivery.webhookId, timestamp, body),
  };
  if (due.clubId !== null) {
    headers['x-user-club-id'] = iri(ctx.tenantToken, 'clubs', due.clubId);
    const node = ctx.nodeOfClub.get(due.clubId);
    if (ctx.hasNetwork && node !== undefined) headers['x-user-network-node-id'] = iri(ctx.tenantToken, 'network_nodes', node);
  }
  return headers;
}

/** jsonb does not keep key order; partners read the object in the spec's order. */
function inCatalogueOrder(event: string, object: Record<string, string>): Record<string, string> {
  if (!isEventName(event)) return object;
  return Object.fromEntries(EVENT_CATALOGUE[event].map((key) => [key, object[key]!]));
}

function attempt(ctx: DeliveryContext, item: Due, at: Date, options: DeliveryOptions): Promise<PostResult> {
  if (!ctx.endpoint?.enabled) {
    return Promise.resolve({ status: null, durationMs: 0, error: 'the webhook endpoint is disabled or removed' });
  }
  const body = JSON.stringify({ event: item.delivery.event, data: { object: inCatalogueOrder(item.delivery.event, item.object) } });
  return postWebhook({
    url: ctx.endpoint.url, headers: headersFor(ctx, item, body, at), body,
    timeoutMs: options.timeoutMs, allowLoopback: options.allowLoopback,
  });
}

/** Posts the tenant's due deliveries in sequence order and records each attempt. Returns how many were tried. */
export async function deliverPending(db: Executor, tenantId: number, ctx: DeliveryContext, options: DeliveryOptions): Promise<number> {
  const due: Due[] = await db.select({ delivery: webhookDeliveries, object: outboxEvents.object, clubId: outboxEvents.clubId })
    .from(webhookDeliveries)
    .innerJoin(outboxEvents, and(eq(outboxEvents.tenantId, webhookDeliveries.tenantId), eq(outboxEvents.seq, webhookDeliveries.seq)))
    .where(and(eq(webhookDeliveries.tenantId, tenantId), eq(webhookDeliveries.status, 'pending'),
      lte(webhookDeliveries.dueAt, sql`${options.now().toISOString()}::timestamptz`)))
    .orderBy(asc(webhookDeliveries.seq), asc(webhookDeliveries.attempt)).limit(BATCH);
  const policy = ctx.endpoint?.retryPolicy ?? null;
  let batch: Attempt[] = [];
  let tried = 0;
  for (const item of due) {
    if (!(await options.keepGoing())) break;
    const at = options.now();
    batch.push({ delivery: item.delivery, result: await attempt(ctx, item, at, options), at, url: ctx.endpoint?.url ?? item.delivery.url });
    tried += 1;
    if (batch.length >= RECORD_BATCH) {
      await recordAttempts(db, tenantId, policy, batch);
      batch = [];
    }
  }
  await recordAttempts(db, tenantId, policy, batch);
  return tried;
}

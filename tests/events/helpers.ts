import { getDb } from '../../lib/db/client';
import type { RetryPolicy } from '../../lib/db/schema';
import type { TenantRef } from '../../lib/domain/context';
import { putWebhookEndpoint } from '../../lib/domain/events/put-webhook-endpoint';
import { type EventName, type EventObject } from '../../lib/events/catalogue';
import { emitEvent } from '../../lib/events/emit-event';

export async function configureEndpoint(tenant: TenantRef, url: string, retryPolicy: RetryPolicy = 'none'): Promise<string> {
  const { newSecret } = await putWebhookEndpoint({ tenant, actor: { kind: 'system' }, input: { url, retryPolicy } });
  return newSecret!;
}

export async function emit<E extends EventName>(tenantId: number, event: E, object: EventObject<E>, clubId: number | null) {
  const db = await getDb();
  await db.transaction((tx) => emitEvent(tx, { tenantId, event, object, clubId }));
}

'use server';
import { getTranslations } from 'next-intl/server';
import { DomainError } from '@/lib/domain/errors';
import { config } from '@/lib/config';
import { findWebhookEndpoint } from '@/lib/domain/events/get-webhook-endpoint';
import { putWebhookEndpoint } from '@/lib/domain/events/put-webhook-endpoint';
import { redeliverWebhookDelivery } from '@/lib/domain/events/redeliver-webhook-delivery';
import { sendTestEvent } from '@/lib/domain/events/send-test-event';
import { fieldsOf, parseId, runAction, type ActionResult, type StaffContext } from '../../run-action';
import { endpointFormSchema } from './endpoint-schema';
import { builtInReceiverUrl } from './receiver-url';
import { describeOutcome, newestDeliveryId, waitForDelivery } from './wait-for-delivery';
import { WEBHOOK_ROLES } from '@/lib/domain/auth/assert-staff-role';

export interface SavedEndpoint {
  url: string;
  enabled: boolean;
  retryPolicy: 'none' | 'standard';
  /** Only when the secret is new (first set or rotated): shown once, never stored in the page. */
  newSecret: string | null;
}

const endpointFields = fieldsOf(['url', 'enabled', 'retryPolicy']);

async function put(ctx: StaffContext, input: Parameters<typeof putWebhookEndpoint>[0]['input']): Promise<SavedEndpoint> {
  const { endpoint, newSecret } = await putWebhookEndpoint({ ...ctx, input });
  return { url: endpoint.url, enabled: endpoint.enabled, retryPolicy: endpoint.retryPolicy, newSecret };
}

/** Saves the URL, on/off and retry policy (putWebhookEndpoint, as PUT /webhook_endpoint). */
export async function saveWebhookEndpoint(clientToken: string, input: unknown): Promise<ActionResult<SavedEndpoint>> {
  return runAction({ clientToken, who: 'staff', schema: endpointFormSchema, input, fields: endpointFields, run: put });
}

/** Sandbox only: points the endpoint at the built-in receiver and turns it on. */
export async function pointToBuiltInReceiver(clientToken: string): Promise<ActionResult<SavedEndpoint>> {
  return runAction({
    clientToken, who: 'staff', fields: endpointFields,
    run: async (ctx) => {
      if (!config.isSandbox) throw new DomainError('api.error.not-found', 'The built-in receiver exists only in the sandbox.');
      return put(ctx, { url: await builtInReceiverUrl(ctx.tenant.token), enabled: true });
    },
  });
}

/** A new signing secret for the same URL; the old one stops verifying at once. */
export async function rotateWebhookSecret(clientToken: string): Promise<ActionResult<SavedEndpoint>> {
  return runAction({
    clientToken, who: 'staff',
    run: async (ctx) => {
      const current = await findWebhookEndpoint(ctx);
      if (!current) throw new DomainError('api.error.webhook.endpoint-disabled', 'Set the webhook URL first.');
      return put(ctx, { url: current.url, rotateSecret: true });
    },
  });
}

/** Emits webhook.test through the outbox (sendTestEvent, as POST /webhook_endpoint/test) and says how its delivery went. */
export async function sendWebhookTest(clientToken: string): Promise<ActionResult<{ message: string }>> {
  return runAction({
    // The role is said before the endpoint's state, as for every other webhook tool (sendTestEvent says it again).
    clientToken, who: 'staff', role: WEBHOOK_ROLES,
    run: async (ctx) => {
      const current = await findWebhookEndpoint(ctx);
      if (!current?.enabled) throw new DomainError('api.error.webhook.endpoint-disabled', 'Set and enable the webhook endpoint first.');
      const before = await newestDeliveryId(ctx, 'webhook.test');
      await sendTestEvent(ctx);
      const outcome = await waitForDelivery(ctx, 'webhook.test', (d) => d.id > before && d.attempt === 1);
      const t = await getTranslations('adminWebhooks.outcome');
      return { message: describeOutcome(t, t('testEvent'), outcome) };
    },
  });
}

/** Queues a delivery's event again, same webhook-id (as POST /webhook_deliveries/{id}/redeliver), and says how it went. */
export async function redeliverDelivery(clientToken: string, deliveryId: number): Promise<ActionResult<{ message: string }>> {
  return runAction({
    clientToken, who: 'staff',
    run: async (ctx) => {
      const queued = await redeliverWebhookDelivery({ ...ctx, deliveryId: parseId(deliveryId) });
      const outcome = await waitForDelivery(ctx, queued.event, (d) => d.id === queued.id);
      const t = await getTranslations('adminWebhooks.outcome');
      return { message: describeOutcome(t, t('attempt', { event: queued.event, attempt: String(queued.attempt) }), outcome) };
    },
  });
}

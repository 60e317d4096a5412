import { z, type OpenAPIHono } from '@hono/zod-openapi';
import { getWebhookEndpointOrThrow } from '../../domain/events/get-webhook-endpoint';
import { listWebhookDeliveries } from '../../domain/events/list-webhook-deliveries';
import { putWebhookEndpoint } from '../../domain/events/put-webhook-endpoint';
import { redeliverWebhookDelivery } from '../../domain/events/redeliver-webhook-delivery';
import { sendTestEvent } from '../../domain/events/send-test-event';
import type { ApiEnv } from '../env';
import { sendCollection, sendItem } from '../hydra';
import { pageOf, pagingQuery } from '../paging';
import { idParam } from '../params';
import { apiRoute, collectionSchema, errorResponses, jsonContent } from '../route';
import { deliveryFilters, deliverySchema, webhookEndpointBody, webhookEndpointSchema } from '../schemas/events';
import { serializeDelivery, serializeWebhookEndpoint } from '../serializers/events';

// One endpoint and one delivery log per tenant, shared by every club: club-bound tokens are refused.
const admin = { scope: 'admin', contact: 'deny', tenantWide: true } as const;
const tags = ['Webhooks'];

const read = apiRoute(admin, {
  method: 'get', path: '/webhook_endpoint', tags, summary: 'The tenant\'s webhook endpoint (the secret is never shown here)',
  responses: { 200: jsonContent(webhookEndpointSchema, 'The endpoint'), ...errorResponses(401, 403, 404) },
});

const put = apiRoute(admin, {
  method: 'put', path: '/webhook_endpoint', tags, summary: 'Set the tenant\'s webhook URL; the answer shows the secret when it is new',
  request: { body: { required: true, content: { 'application/json': { schema: webhookEndpointBody } } } },
  responses: { 200: jsonContent(webhookEndpointSchema, 'The endpoint'), ...errorResponses(400, 401, 403, 413, 415) },
});

const test = apiRoute(admin, {
  method: 'post', path: '/webhook_endpoint/test', tags, summary: 'Send a `webhook.test` event through the outbox',
  responses: {
    202: jsonContent(z.object({ event: z.literal('webhook.test'), status: z.literal('queued') }), 'Queued'),
    ...errorResponses(401, 403, 404),
  },
});

const list = apiRoute(admin, {
  method: 'get', path: '/webhook_deliveries', tags, summary: 'The delivery log, newest first',
  request: { query: pagingQuery.extend(deliveryFilters.shape) },
  responses: { 200: jsonContent(collectionSchema('WebhookDelivery', deliverySchema), 'Deliveries'), ...errorResponses(400, 401, 403) },
});

const redeliver = apiRoute(admin, {
  method: 'post', path: '/webhook_deliveries/{id}/redeliver', tags, summary: 'Send a delivery\'s event again (same webhook-id)',
  request: { params: idParam },
  responses: { 202: jsonContent(deliverySchema, 'The queued attempt'), ...errorResponses(400, 401, 403, 404) },
});

export function registerWebhookRoutes(app: OpenAPIHono<ApiEnv>) {
  app.openapi(read, async (c) => {
    const endpoint = await getWebhookEndpointOrThrow(c.get('ctx'));
    return sendItem(c, serializeWebhookEndpoint(c.get('tenant').token, endpoint, null));
  });

  app.openapi(put, async (c) => {
    const { endpoint, newSecret } = await putWebhookEndpoint({ ...c.get('ctx'), input: c.req.valid('json') });
    return sendItem(c, serializeWebhookEndpoint(c.get('tenant').token, endpoint, newSecret), 200, { 'cache-control': 'no-store' });
  });

  app.openapi(test, async (c) => {
    await sendTestEvent(c.get('ctx'));
    return c.json({ event: 'webhook.test' as const, status: 'queued' as const }, 202);
  });

  app.openapi(list, async (c) => {
    const { event, status, ...paging } = c.req.valid('query');
    const page = pageOf(paging);
    const result = await listWebhookDeliveries({ ...c.get('ctx'), ...(event ? { event } : {}), ...(status ? { status } : {}), page });
    return sendCollection(c, 'WebhookDelivery', result, page, (d) => serializeDelivery(c.get('tenant').token, d));
  });

  app.openapi(redeliver, async (c) => {
    const queued = await redeliverWebhookDelivery({ ...c.get('ctx'), deliveryId: c.req.valid('param').id });
    return sendItem(c, serializeDelivery(c.get('tenant').token, queued), 202);
  });
}


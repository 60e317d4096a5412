import type { WebhookDelivery, WebhookEndpoint } from '../../db/schema';
import { iri, webhookEndpointIri } from '../../iri';
import type { Resource } from '../hydra';

export function serializeWebhookEndpoint(tenantToken: string, endpoint: WebhookEndpoint, secret: string | null): Resource {
  return {
    '@id': webhookEndpointIri(tenantToken),
    '@type': 'WebhookEndpoint',
    url: endpoint.url,
    enabled: endpoint.enabled,
    retryPolicy: endpoint.retryPolicy,
    ...(secret ? { secret } : {}),
    updatedAt: endpoint.updatedAt.toISOString(),
  };
}

export function serializeDelivery(tenantToken: string, d: WebhookDelivery): Resource {
  return {
    '@id': iri(tenantToken, 'webhook_deliveries', d.id),
    '@type': 'WebhookDelivery',
    id: d.id,
    event: d.event,
    webhookId: d.webhookId,
    resource: d.resource,
    url: d.url,
    attempt: d.attempt,
    status: d.status,
    dueAt: d.dueAt.toISOString(),
    attemptedAt: d.attemptedAt?.toISOString() ?? null,
    responseStatus: d.responseStatus,
    durationMs: d.durationMs,
    error: d.error,
  };
}

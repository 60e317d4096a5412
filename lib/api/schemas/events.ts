import { z } from '@hono/zod-openapi';
import { deliveryStatuses, retryPolicies } from '../../db/schema';
import { EVENT_NAMES } from '../../events/catalogue';

export const webhookEndpointBody = z.object({
  url: z.string().min(1).max(2048).openapi({ example: 'https://partner.example/webhooks/club' }),
  enabled: z.boolean().optional(),
  retryPolicy: z.enum(retryPolicies).optional().openapi({ description: '`none` (the spec: no retry) or `standard` (Standard Webhooks schedule)' }),
  rotateSecret: z.boolean().optional(),
}).strict().openapi('WebhookEndpointInput');

export const webhookEndpointSchema = z.object({
  '@id': z.string(), '@type': z.literal('WebhookEndpoint'),
  url: z.string(), enabled: z.boolean(), retryPolicy: z.enum(retryPolicies),
  secret: z.string().optional().openapi({ description: 'Only when the endpoint is first set or the secret rotated: `whsec_` + base64.' }),
  updatedAt: z.string(),
}).openapi('WebhookEndpoint');

export const deliverySchema = z.object({
  '@id': z.string(), '@type': z.literal('WebhookDelivery'), id: z.number().int(),
  event: z.string(), webhookId: z.string(), resource: z.string().nullable(), url: z.string(), attempt: z.number().int(),
  status: z.enum(deliveryStatuses), dueAt: z.string(), attemptedAt: z.string().nullable(),
  responseStatus: z.number().int().nullable(), durationMs: z.number().int().nullable(), error: z.string().nullable(),
}).openapi('WebhookDelivery');

export const deliveryFilters = z.object({
  event: z.enum(EVENT_NAMES as [string, ...string[]]).optional().openapi({ param: { name: 'event', in: 'query' } }),
  status: z.enum(deliveryStatuses).optional().openapi({ param: { name: 'status', in: 'query' } }),
});

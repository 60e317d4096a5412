import { z, type OpenAPIHono } from '@hono/zod-openapi';
import { createApiClient } from '../../domain/auth/create-api-client';
import { apiScopes } from '../../db/schema';
import { iri } from '../../iri';
import type { ApiEnv } from '../env';
import { sendItem } from '../hydra';
import { apiRoute, errorResponses, jsonContent } from '../route';

const body = z.object({
  name: z.string().trim().min(1).max(120),
  scopes: z.array(z.enum(apiScopes)).min(1),
}).strict().openapi('ApiClientInput');

const created = z.object({
  '@id': z.string(), '@type': z.literal('ApiClient'), name: z.string(), clientId: z.string(),
  clientSecret: z.string().openapi({ description: 'Shown in this answer only.' }), scopes: z.array(z.enum(apiScopes)),
}).openapi('ApiClient');

// Tenant-wide: a new client would reach every club, beyond a club-bound token's own.
const create = apiRoute({ scope: 'admin', contact: 'deny', tenantWide: true }, {
  method: 'post', path: '/api_clients', tags: ['API clients'], summary: 'Register a partner application (admin)',
  request: { body: { required: true, content: { 'application/json': { schema: body } } } },
  responses: { 201: jsonContent(created, 'The client, with its secret (shown once)'), ...errorResponses(400, 401, 403, 413, 415, 422) },
});

export function registerApiClientRoutes(app: OpenAPIHono<ApiEnv>) {
  app.openapi(create, async (c) => {
    const client = await createApiClient({ tenant: c.get('tenant'), actor: c.get('ctx').actor, ...c.req.valid('json') });
    const id = iri(c.get('tenant').token, 'api_clients', client.id);
    return sendItem(c, {
      '@id': id, '@type': 'ApiClient', name: client.name, clientId: client.clientId, clientSecret: client.clientSecret, scopes: client.scopes,
    }, 201, { location: `/api${id}` });
  });
}

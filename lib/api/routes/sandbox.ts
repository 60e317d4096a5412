import { z, type OpenAPIHono } from '@hono/zod-openapi';
import { listSandboxMessages } from '../../domain/sandbox/list-sandbox-messages';
import { iri } from '../../iri';
import type { ApiEnv } from '../env';
import { sendCollection } from '../hydra';
import { pageOf, pagingQuery } from '../paging';
import { apiRoute, collectionSchema, errorResponses, jsonContent } from '../route';

const messageSchema = z.object({
  '@id': z.string(), '@type': z.literal('SandboxMessage'), id: z.number().int(),
  channel: z.enum(['email', 'sms']), to: z.string(), subject: z.string().nullable(), body: z.string(), createdAt: z.string(),
}).openapi('SandboxMessage');

// Tenant-wide: the messages carry no club, and a one-time code sent to any member must stay with
// tenant-wide staff (a club-bound token reading another club's member's code was issue 19).
const list = apiRoute({ scope: 'admin', contact: 'deny', tenantWide: true }, {
  method: 'get', path: '/sandbox/messages', tags: ['Sandbox'],
  summary: 'E-mails and SMS the sandbox providers "sent", newest first (sandbox only)',
  request: { query: pagingQuery.extend({ to: z.string().max(320).optional().openapi({ param: { name: 'to', in: 'query' } }) }) },
  responses: { 200: jsonContent(collectionSchema('SandboxMessage', messageSchema), 'Messages'), ...errorResponses(400, 401, 403, 404) },
});

export function registerSandboxRoutes(app: OpenAPIHono<ApiEnv>) {
  app.openapi(list, async (c) => {
    const query = c.req.valid('query');
    const page = pageOf(query);
    const result = await listSandboxMessages({ tenant: c.get('tenant'), ...(query.to ? { to: query.to } : {}), page });
    return sendCollection(c, 'SandboxMessage', result, page, (m) => ({
      '@id': iri(c.get('tenant').token, 'sandbox/messages', m.id), '@type': 'SandboxMessage', id: m.id,
      channel: m.channel, to: m.to, subject: m.subject, body: m.body, createdAt: m.createdAt.toISOString(),
    }));
  });
}

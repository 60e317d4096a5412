import type { OpenAPIHono } from '@hono/zod-openapi';
import { receiveSandboxWebhook } from '../../domain/events/receive-sandbox-webhook';
import type { ApiEnv } from '../env';
import { apiRoute, errorResponses } from '../route';

// Public like a partner's URL must be (spec, Events 4): point the webhook endpoint here in the
// sandbox and watch events arrive in the back office.
const receive = apiRoute('public', {
  method: 'post', path: '/sandbox/webhook_receiver', tags: ['Sandbox'],
  summary: 'The sandbox\'s built-in webhook receiver (accepts any POST; sandbox only)',
  responses: { 204: { description: 'Received' }, ...errorResponses(404, 413) },
});

export function registerSandboxReceiverRoutes(app: OpenAPIHono<ApiEnv>) {
  app.openapi(receive, async (c) => {
    const headers: Record<string, string> = {};
    c.req.raw.headers.forEach((value, name) => { headers[name] = value; });
    await receiveSandboxWebhook({ tenant: c.get('tenant'), headers, body: await c.req.text() });
    return c.body(null, 204);
  });
}

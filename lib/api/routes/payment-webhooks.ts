// Our side of online payment: the providers' signed events (POST /api/webhooks/payments/{provider}),
// verified and applied once. Not under a tenant: the event names its payment by the provider's
// reference. (The sandbox provider's own form is sandbox-pay.ts.)
import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { ingestProviderEvent } from '../../domain/payments/ingest-provider-event';
import type { ApiEnv } from '../env';
import { limitBody } from '../middleware/body-limit';
import { errorResponses, jsonContent } from '../route';
import { providerParam } from '../schemas/payments';

const eventRoute = createRoute({
  method: 'post', path: '/api/webhooks/payments/{provider}', tags: ['Online payment'],
  summary: 'A payment provider\'s event (sandbox: Standard Webhooks; stripe: Stripe-Signature; each event id applied once)',
  description: 'sandbox: headers webhook-id, webhook-timestamp (within 5 minutes of now) and webhook-signature (v1,<base64 HMAC-SHA256 of '
    + 'id.timestamp.body> with the provider\'s secret). stripe: Stripe\'s own Stripe-Signature over the raw body (STRIPE_WEBHOOK_SECRET); '
    + 'payment_intent.* and checkout.session.* events apply, others are received and change nothing. '
    + 'A forged, altered or stale event is a 400 api.error.payment-event.invalid and changes nothing.',
  request: { params: providerParam },
  middleware: [limitBody],
  'x-access': { scope: 'public' },
  responses: {
    200: jsonContent(z.object({ received: z.boolean(), applied: z.boolean() }), 'Received (applied: false for an event seen before)'),
    ...errorResponses(400, 404, 413),
  },
});

export function registerPaymentWebhookRoutes(app: OpenAPIHono<ApiEnv>) {
  app.openapi(eventRoute, async (c) => {
    const headers: Record<string, string> = {};
    c.req.raw.headers.forEach((value, name) => { headers[name] = value; });
    const result = await ingestProviderEvent(c.req.valid('param').provider, { headers, body: await c.req.text() });
    return c.json({ received: true, applied: result.applied }, 200);
  });
}

// The payment providers' side of the service: their signed events (POST /api/webhooks/payments/{provider})
// and the sandbox provider's hosted form (POST /pay/{token}; the page itself is app/pay/[token]).
// Neither is under a tenant: the event names its payment by the provider's reference.
import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { ingestProviderEvent } from '../../domain/payments/ingest-provider-event';
import { payableObjectByReference } from '../../domain/payments/create-payable-object';
import { submitSandboxCard } from '../../payments/sandbox-checkout';
import { SANDBOX } from '../../payments/sandbox-provider';
import { getDb } from '../../db/client';
import { tenants } from '../../db/schema';
import { eq } from 'drizzle-orm';
import type { ApiEnv } from '../env';
import { limitBody } from '../middleware/body-limit';
import { errorResponses, jsonContent } from '../route';
import { providerParam } from '../schemas/payments';
import { payableObjectIri } from '../serializers/payments';

const eventRoute = createRoute({
  method: 'post', path: '/api/webhooks/payments/{provider}', tags: ['Online payment'],
  summary: 'A payment provider\'s event (Standard Webhooks signature; each event id applied once)',
  description: 'Headers webhook-id, webhook-timestamp (within 5 minutes of now) and webhook-signature (v1,<base64 HMAC-SHA256 of '
    + 'id.timestamp.body> with the provider\'s secret). A forged, altered or stale event is a 400 api.error.payment-event.invalid and changes nothing.',
  request: { params: providerParam },
  middleware: [limitBody],
  'x-access': { scope: 'public' },
  responses: {
    200: jsonContent(z.object({ received: z.boolean(), applied: z.boolean() }), 'Received (applied: false for an event seen before)'),
    ...errorResponses(400, 404, 413),
  },
});

/** Where the payer goes back to, with the payable object named (CONTRACT §9.6): a URL the partner gave. */
async function returnTarget(reference: string, url: string): Promise<string> {
  const target = new URL(url);
  const po = await payableObjectByReference(SANDBOX, reference);
  if (po) {
    const [tenant] = await (await getDb()).select({ token: tenants.token }).from(tenants).where(eq(tenants.id, po.tenantId)).limit(1);
    if (tenant) target.searchParams.set('payableObject', payableObjectIri(tenant.token, po.id));
  }
  return target.toString();
}

export function registerPaymentWebhookRoutes(app: OpenAPIHono<ApiEnv>) {
  app.openapi(eventRoute, async (c) => {
    const headers: Record<string, string> = {};
    c.req.raw.headers.forEach((value, name) => { headers[name] = value; });
    const result = await ingestProviderEvent(c.req.valid('param').provider, { headers, body: await c.req.text() });
    return c.json({ received: true, applied: result.applied }, 200);
  });

  // The sandbox's hosted form posts here (form-encoded cardNumber); lib/server/request-listener.ts
  // sends POST /pay/* to this app. Not a partner operation: not in the OpenAPI document.
  app.post('/pay/:token', limitBody, async (c) => {
    const token = c.req.param('token');
    const form = await c.req.parseBody().catch(() => ({} as Record<string, unknown>));
    const card = typeof form.cardNumber === 'string' ? form.cardNumber : '';
    const outcome = await submitSandboxCard(token, card);
    if (outcome.kind === 'unknown-token') return c.text('Unknown payment.', 404);
    if (outcome.kind === 'invalid-card') return c.redirect(`/pay/${encodeURIComponent(token)}?error=card`, 303);
    return c.redirect(await returnTarget(outcome.reference, outcome.returnUrl), 303);
  });
}

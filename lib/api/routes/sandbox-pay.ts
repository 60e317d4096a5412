// The sandbox provider's side: its hosted form posts here (form-encoded cardNumber; the page itself is
// app/pay/[token], and lib/server/request-listener.ts sends POST /pay/* to this app). It decides the
// card, tells the service by a signed event over HTTP as a real provider would (payment-webhooks.ts
// receives it), and sends the payer back. Not a partner operation: not in the OpenAPI document.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { sandboxReturnAddress, submitSandboxCard } from '../../payments/sandbox-checkout';
import type { ApiEnv } from '../env';
import { limitBody } from '../middleware/body-limit';

export function registerSandboxPayRoutes(app: OpenAPIHono<ApiEnv>) {
  app.post('/pay/:token', limitBody, async (c) => {
    const token = c.req.param('token');
    const form = await c.req.parseBody().catch(() => ({} as Record<string, unknown>));
    const card = typeof form.cardNumber === 'string' ? form.cardNumber : '';
    // The widget form says so: its answers stay in the frame (the outcome page posts to the parent).
    const page = `/pay/${encodeURIComponent(token)}${form.view === 'widget' ? '/widget' : ''}`;
    const outcome = await submitSandboxCard(token, card);
    if (outcome.kind === 'unknown-token') return c.text('Unknown payment.', 404);
    if (outcome.kind === 'invalid-card') return c.redirect(`${page}?error=card`, 303);
    // A widget payment has no return address: the payer stays on the widget, which shows the outcome.
    if (outcome.returnUrl === '') return c.redirect(`/pay/${encodeURIComponent(token)}/widget`, 303);
    return c.redirect(await sandboxReturnAddress(outcome.reference, outcome.returnUrl), 303);
  });
}

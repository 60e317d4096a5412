import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { checkPayableObject } from '../../domain/payments/check-payable-object';
import { askPayableObject } from '../../domain/payments/create-payable-object';
import type { PayableObjectView } from '../../domain/payments/payable-object-view';
import { getPayableObject } from '../../domain/payments/get-payable-object';
import { envNow } from '../../env';
import type { ApiEnv } from '../env';
import { sendItem } from '../hydra';
import { idParam } from '../params';
import { apiRoute, errorResponses, jsonContent } from '../route';
import { payableObjectBody, payableObjectSchema, webWalletBody } from '../schemas/payments';
import { payableObjectIri, serializePayableObject } from '../serializers/payments';

const tags = ['Online payment'];
const partner = { scope: 'partner', contact: 'allow' } as const;
const json = <T>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });
const writeErrors = errorResponses(400, 401, 403, 404, 409, 413, 415, 422, 502);
const created = jsonContent(payableObjectSchema, 'The payable object, requested: send the payer to redirectUrl');

const createRoute = apiRoute(partner, {
  method: 'post', path: '/payable_objects', tags, summary: 'Ask for an online payment of incidents or sales',
  description: 'amount must equal the open incidents\' amounts, or the sales\' remaining amounts, less the available amount used '
    + '(api.error.payable-object.amount-mismatch); the club must take payments online (api.error.payable-object.online-payment-disabled). '
    + 'Only the provider\'s signed event validates or refuses it; the payer\'s return to validUrl changes nothing.',
  request: { body: json(payableObjectBody) }, responses: { 201: created, ...writeErrors },
});
const walletRoute = apiRoute(partner, {
  method: 'post', path: '/web_wallets', tags, summary: 'Ask for an online payment that credits the contact\'s available amount',
  request: { body: json(webWalletBody) }, responses: { 201: created, ...writeErrors },
});
const getRoute = apiRoute(partner, {
  method: 'get', path: '/payable_objects/{id}', tags, summary: 'Read a payable object',
  request: { params: idParam }, responses: { 200: jsonContent(payableObjectSchema, 'The payable object'), ...errorResponses(400, 401, 403, 404) },
});
const checkRoute = apiRoute(partner, {
  method: 'put', path: '/payable_objects/{id}/check', tags, summary: 'Ask the provider for the payment\'s state again (an event that never came)',
  request: { params: idParam }, responses: { 200: jsonContent(payableObjectSchema, 'The payable object'), ...errorResponses(400, 401, 403, 404, 409, 502) },
});

/** The address the provider's hosted page is served from: PUBLIC_URL, else the one this request came to. */
function originOf(c: Context<ApiEnv>): string {
  return (envNow('PUBLIC_URL') ?? new URL(c.req.url).origin).replace(/\/$/, '');
}

function answer<S extends 200 | 201>(c: Context<ApiEnv>, view: PayableObjectView, status: S) {
  const token = c.get('tenant').token;
  return sendItem(c, serializePayableObject(token, view), status, status === 201 ? { location: `/api${payableObjectIri(token, view.id)}` } : undefined);
}

export function registerPayableObjectRoutes(app: OpenAPIHono<ApiEnv>) {
  app.openapi(createRoute, async (c) => {
    const { payableObjects: targets, checkout, validUrl, cancelUrl, ...body } = c.req.valid('json');
    const view = await askPayableObject({
      ...c.get('ctx'), ...body, checkoutId: checkout, targets, validUrl: validUrl ?? null, cancelUrl: cancelUrl ?? null, origin: originOf(c),
    });
    return answer(c, view, 201);
  });
  app.openapi(walletRoute, async (c) => {
    const { checkout, validUrl, cancelUrl, ...body } = c.req.valid('json');
    const view = await askPayableObject({
      ...c.get('ctx'), ...body, checkoutId: checkout, targets: 'web_wallet', validUrl: validUrl ?? null, cancelUrl: cancelUrl ?? null,
      origin: originOf(c),
    });
    return answer(c, view, 201);
  });
  app.openapi(getRoute, async (c) => answer(c, await getPayableObject({ ...c.get('ctx'), id: c.req.valid('param').id }), 200));
  app.openapi(checkRoute, async (c) => answer(c, await checkPayableObject({ ...c.get('ctx'), id: c.req.valid('param').id }), 200));
}

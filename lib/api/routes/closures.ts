import type { OpenAPIHono } from '@hono/zod-openapi';
import { cancelClosure } from '../../domain/closures/cancel-closure';
import { createClosure } from '../../domain/closures/create-closure';
import { getClosureOrThrow } from '../../domain/closures/get-closure';
import { iri } from '../../iri';
import type { ApiEnv } from '../env';
import { sendItem } from '../hydra';
import { idParam } from '../params';
import { apiRoute, errorResponses, jsonContent } from '../route';
import { closureBody, closureCancelBody, closureSchema } from '../schemas/finance';
import { serializeClosure } from '../serializers/finance';

const tags = ['Finance'];

const create = apiRoute({ scope: 'admin', contact: 'deny' }, {
  method: 'post', path: '/closures', tags, summary: 'Close a contact, with a reopening fee (admin)',
  description: 'The contact becomes old_client, its active subscriptions and options deactivated, its badges disabled; '
    + 'a feeAmount above 0 opens an incident (closure_fee) at once. Already closed: 400 api.error.closure.already-closed.',
  request: { body: { required: true, content: { 'application/json': { schema: closureBody } } } },
  responses: { 201: jsonContent(closureSchema, 'The closure'), ...errorResponses(400, 401, 403, 413, 415, 422) },
});
const read = apiRoute({ scope: 'partner', contact: 'allow' }, {
  method: 'get', path: '/closures/{id}', tags, summary: 'Read a closure with its consequenceSummary', request: { params: idParam },
  responses: { 200: jsonContent(closureSchema, 'The closure'), ...errorResponses(401, 403, 404) },
});
const cancel = apiRoute({ scope: 'partner', contact: 'allow' }, {
  method: 'post', path: '/closures/{id}/cancel', tags, summary: 'Reopen a closed contact once its debt is settled',
  description: 'Debt above 0: 400 api.error.closure.debt-not-settled. A contact-scoped token cancels its own closure only, with contactSelfUnclosing true.',
  request: { params: idParam, body: { required: true, content: { 'application/json': { schema: closureCancelBody } } } },
  responses: { 200: jsonContent(closureSchema, 'The closure, canceled'), ...errorResponses(400, 401, 403, 404, 413, 415, 422) },
});

export function registerClosureRoutes(app: OpenAPIHono<ApiEnv>) {
  app.openapi(create, async (c) => {
    const closure = await createClosure({ ...c.get('ctx'), input: c.req.valid('json') });
    const token = c.get('tenant').token;
    return sendItem(c, serializeClosure(token, closure), 201, { location: `/api${iri(token, 'closures', closure.id)}` });
  });
  app.openapi(read, async (c) => sendItem(c, serializeClosure(c.get('tenant').token, await getClosureOrThrow({ ...c.get('ctx'), closureId: c.req.valid('param').id }))));
  app.openapi(cancel, async (c) => sendItem(c, serializeClosure(c.get('tenant').token, await cancelClosure({
    ...c.get('ctx'), closureId: c.req.valid('param').id, contactSelfUnclosing: c.req.valid('json').contactSelfUnclosing,
  }))));
}

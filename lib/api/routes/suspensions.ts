import type { OpenAPIHono } from '@hono/zod-openapi';
import { createSuspension } from '../../domain/subscriptions/create-suspension';
import { getSuspensionOrThrow } from '../../domain/subscriptions/get-suspension';
import { listSuspensions } from '../../domain/subscriptions/list-suspensions';
import { transitionSuspension } from '../../domain/subscriptions/transition-suspension';
import { iri } from '../../iri';
import { tenantToken, type ApiEnv } from '../env';
import { sendCollection, sendItem } from '../hydra';
import { pageOf, pagingQuery } from '../paging';
import { idParam } from '../params';
import { apiRoute, collectionSchema, errorResponses, jsonContent } from '../route';
import { suspensionBody, suspensionFilters, suspensionSchema, suspensionTransitionBody } from '../schemas/suspensions';
import { serializeSuspension } from '../serializers/suspensions';

// CONTRACT §15, Suspension (freeze).
const tags = ['Suspensions'];
const partner = { scope: 'partner', contact: 'allow' } as const;
const admin = { scope: 'admin', contact: 'deny' } as const;
const json = <T>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });

const create = apiRoute(partner, {
  method: 'post', path: '/subscriptions/{id}/suspensions', tags,
  summary: 'Ask to suspend a subscription (partner, or the member\'s own token); staff accept or refuse it',
  request: { params: idParam, body: json(suspensionBody) },
  responses: { 201: jsonContent(suspensionSchema, 'The suspension, requested'), ...errorResponses(400, 401, 403, 404, 413, 415) },
});
const list = apiRoute(partner, {
  method: 'get', path: '/suspensions', tags, summary: 'Suspensions, newest first, by subscription, state or club',
  request: { query: pagingQuery.extend(suspensionFilters.shape) },
  responses: { 200: jsonContent(collectionSchema('Suspension', suspensionSchema), 'Suspensions'), ...errorResponses(400, 401, 403) },
});
const read = apiRoute(partner, {
  method: 'get', path: '/suspensions/{id}', tags, summary: 'Read a suspension', request: { params: idParam },
  responses: { 200: jsonContent(suspensionSchema, 'The suspension'), ...errorResponses(401, 403, 404) },
});
const transition = apiRoute(admin, {
  method: 'post', path: '/suspensions/{id}/transitions', tags, summary: 'accept or refuse a requested suspension (admin)',
  request: { params: idParam, body: json(suspensionTransitionBody) },
  responses: { 200: jsonContent(suspensionSchema, 'The suspension'), ...errorResponses(400, 401, 403, 404, 413, 415) },
});

export function registerSuspensionRoutes(app: OpenAPIHono<ApiEnv>) {
  const token = tenantToken;
  app.openapi(create, async (c) => {
    const body = c.req.valid('json');
    const created = await createSuspension({ ...c.get('ctx'), subscriptionId: c.req.valid('param').id, ...body });
    return sendItem(c, serializeSuspension(token(c), created), 201, { location: `/api${iri(token(c), 'suspensions', created.id)}` });
  });
  app.openapi(list, async (c) => {
    const { subscription, state, club, ...paging } = c.req.valid('query');
    const page = pageOf(paging);
    const result = await listSuspensions({ ...c.get('ctx'), page, ...(subscription ? { subscriptionId: subscription } : {}),
      ...(state ? { state } : {}), ...(club ? { clubId: club } : {}) });
    return sendCollection(c, 'Suspension', result, page, (x) => serializeSuspension(token(c), x));
  });
  app.openapi(read, async (c) => sendItem(c, serializeSuspension(token(c), await getSuspensionOrThrow(c.get('ctx'), c.req.valid('param').id))));
  app.openapi(transition, async (c) => {
    const updated = await transitionSuspension({ ...c.get('ctx'), suspensionId: c.req.valid('param').id, transition: c.req.valid('json').transition });
    return sendItem(c, serializeSuspension(token(c), updated));
  });
}

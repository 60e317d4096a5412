import type { OpenAPIHono } from '@hono/zod-openapi';
import { createCancellation } from '../../domain/subscriptions/create-cancellation';
import { deleteMotive } from '../../domain/subscriptions/delete-motive';
import { getCancellationView } from '../../domain/subscriptions/get-cancellation';
import { listCancellations } from '../../domain/subscriptions/list-cancellations';
import { listClubMotives } from '../../domain/subscriptions/list-club-motives';
import { listMotives } from '../../domain/subscriptions/list-motives';
import { saveMotive } from '../../domain/subscriptions/save-motive';
import { transitionCancellation } from '../../domain/subscriptions/transition-cancellation';
import { requireActingClub } from '../../domain/tenancy/resolve-acting-club';
import { iri } from '../../iri';
import { tenantToken, type ApiEnv } from '../env';
import { sendCollection, sendItem } from '../hydra';
import { pageOf, pagingQuery } from '../paging';
import { idParam } from '../params';
import { apiRoute, collectionSchema, errorResponses, jsonContent } from '../route';
import { cancellationBody, cancellationFilters, cancellationSchema, motiveBody, motiveSchema, transitionBody } from '../schemas/subscriptions';
import { serializeCancellation, serializeMotive } from '../serializers/subscriptions';

const tags = ['Cancellation'];
const partner = { scope: 'partner', contact: 'allow' } as const;
const admin = { scope: 'admin', contact: 'deny' } as const;
// The tenant's list of motives, shared by every club: a club-bound token reads it, never changes it.
const tenantAdmin = { scope: 'admin', contact: 'deny', tenantWide: true } as const;
const json = <T>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });

const clubMotives = apiRoute(partner, {
  method: 'get', path: '/referentials/cancellation_motives', tags, summary: 'The motives the acting club accepts online',
  request: { query: pagingQuery },
  responses: { 200: jsonContent(collectionSchema('CancellationMotive', motiveSchema), 'Motives'), ...errorResponses(400, 401, 403) },
});
const motives = apiRoute(admin, {
  method: 'get', path: '/cancellation_motives', tags, summary: 'The network\'s motives (admin)', request: { query: pagingQuery },
  responses: { 200: jsonContent(collectionSchema('CancellationMotive', motiveSchema), 'Motives'), ...errorResponses(400, 401, 403) },
});
const motiveCreate = apiRoute(tenantAdmin, {
  method: 'post', path: '/cancellation_motives', tags, summary: 'Add a motive (admin)', request: { body: json(motiveBody) },
  responses: { 201: jsonContent(motiveSchema, 'The motive'), ...errorResponses(400, 401, 403, 413, 415, 422) },
});
const motiveRename = apiRoute(tenantAdmin, {
  method: 'patch', path: '/cancellation_motives/{id}', tags, summary: 'Rename a motive (admin)',
  request: { params: idParam, body: { required: true, content: { 'application/merge-patch+json': { schema: motiveBody }, 'application/json': { schema: motiveBody } } } },
  responses: { 200: jsonContent(motiveSchema, 'The motive'), ...errorResponses(400, 401, 403, 404, 413, 415) },
});
const motiveDelete = apiRoute(tenantAdmin, {
  method: 'delete', path: '/cancellation_motives/{id}', tags, summary: 'Delete a motive (admin); clubs stop offering it', request: { params: idParam },
  responses: { 204: { description: 'Deleted' }, ...errorResponses(401, 403, 404) },
});
const list = apiRoute(partner, {
  method: 'get', path: '/cancellations', tags, summary: 'Cancellations, newest first', request: { query: pagingQuery.extend(cancellationFilters.shape) },
  responses: { 200: jsonContent(collectionSchema('Cancellation', cancellationSchema), 'Cancellations'), ...errorResponses(400, 401, 403) },
});
const read = apiRoute(partner, {
  method: 'get', path: '/cancellations/{id}', tags, summary: 'Read a cancellation', request: { params: idParam },
  responses: { 200: jsonContent(cancellationSchema, 'The cancellation'), ...errorResponses(401, 403, 404) },
});
const create = apiRoute({ scope: 'partner', contact: 'deny' }, {
  method: 'post', path: '/cancellations', tags, summary: 'Record a cancellation request (back office; submitted, no online rule checked)',
  request: { body: json(cancellationBody) },
  responses: { 201: jsonContent(cancellationSchema, 'The cancellation'), ...errorResponses(400, 401, 403, 404, 413, 415, 422) },
});
// The spec's endpoint: the partner scope may call it (issue 19); a member may not decide its own request.
const transition = apiRoute({ scope: 'partner', contact: 'deny' }, {
  method: 'post', path: '/cancellations/{id}/transitions', tags, summary: 'accept, reject or cancel (void) a cancellation',
  request: { params: idParam, body: json(transitionBody) },
  responses: { 200: jsonContent(cancellationSchema, 'The cancellation'), ...errorResponses(400, 401, 403, 404, 413, 415, 422) },
});

export function registerCancellationRoutes(app: OpenAPIHono<ApiEnv>) {
  const token = tenantToken;
  app.openapi(clubMotives, async (c) => {
    const page = pageOf(c.req.valid('query'));
    const result = await listClubMotives({ ...c.get('ctx'), clubId: await requireActingClub(c.get('ctx')), page });
    return sendCollection(c, 'CancellationMotive', result, page, (m) => serializeMotive(token(c), m));
  });
  app.openapi(motives, async (c) => {
    const page = pageOf(c.req.valid('query'));
    return sendCollection(c, 'CancellationMotive', await listMotives({ ...c.get('ctx'), page }), page, (m) => serializeMotive(token(c), m));
  });
  app.openapi(motiveCreate, async (c) => {
    const motive = await saveMotive({ ...c.get('ctx'), name: c.req.valid('json').name });
    return sendItem(c, serializeMotive(token(c), motive), 201, { location: `/api${iri(token(c), 'cancellation_motives', motive.id)}` });
  });
  app.openapi(motiveRename, async (c) => {
    const motive = await saveMotive({ ...c.get('ctx'), motiveId: c.req.valid('param').id, name: c.req.valid('json').name });
    return sendItem(c, serializeMotive(token(c), motive));
  });
  app.openapi(motiveDelete, async (c) => {
    await deleteMotive({ ...c.get('ctx'), motiveId: c.req.valid('param').id });
    return c.body(null, 204);
  });
  app.openapi(list, async (c) => {
    const { status, subscription, club, ...paging } = c.req.valid('query');
    const page = pageOf(paging);
    const result = await listCancellations({ ...c.get('ctx'), page, ...(status ? { status } : {}),
      ...(subscription ? { subscriptionId: subscription } : {}), ...(club ? { clubId: club } : {}) });
    return sendCollection(c, 'Cancellation', result, page, (x) => serializeCancellation(token(c), x));
  });
  app.openapi(read, async (c) => sendItem(c, serializeCancellation(token(c), await getCancellationView(c.get('ctx'), c.req.valid('param').id))));
  app.openapi(create, async (c) => {
    const { subscription, subscriptionOption, cancellationMotiveId, ...rest } = c.req.valid('json');
    const created = await createCancellation({ ...c.get('ctx'), input: {
      ...rest, ...(subscription ? { subscriptionId: subscription } : {}), ...(subscriptionOption ? { subscriptionOptionId: subscriptionOption } : {}),
      ...(cancellationMotiveId !== undefined ? { motiveId: cancellationMotiveId } : {}),
    } });
    return sendItem(c, serializeCancellation(token(c), created), 201, { location: `/api${iri(token(c), 'cancellations', created.id)}` });
  });
  app.openapi(transition, async (c) => {
    const updated = await transitionCancellation({ ...c.get('ctx'), cancellationId: c.req.valid('param').id, transition: c.req.valid('json').transition });
    return sendItem(c, serializeCancellation(token(c), updated));
  });
}

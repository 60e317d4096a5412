// Reference lists (CONTRACT §10): sources at /sources and /referentials/sources (partners read and
// add them), and the nine other families at /referentials/{family} (partners read, staff write).
// One set of domain operations (lib/domain/referentials) serves every path.
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { createReferential } from '../../domain/referentials/create-referential';
import { deleteReferential } from '../../domain/referentials/delete-referential';
import { getReferential } from '../../domain/referentials/get-referential';
import { listReferentials } from '../../domain/referentials/list-referentials';
import { isReferentialKind, type ReferentialItem, type ReferentialKind } from '../../domain/referentials/referential-store';
import { updateReferential } from '../../domain/referentials/update-referential';
import { DomainError } from '../../domain/errors';
import { tenantToken, type ApiEnv } from '../env';
import { sendCollection, sendItem } from '../hydra';
import { pageOf, pagingQuery } from '../paging';
import { idParam } from '../params';
import { apiRoute, collectionSchema, errorResponses, jsonContent } from '../route';
import { familyItemParam, familyParam, referentialBody, referentialPatchBody, referentialSchema } from '../schemas/referentials';
import { referentialIri, serializeReferential } from '../serializers/referentials';

const reader = { scope: 'partner', contact: 'allow' } as const;
const sourceWriter = { scope: 'partner', contact: 'deny', tenantWide: true } as const;
const staffWriter = { scope: 'admin', contact: 'deny', tenantWide: true } as const;
const tags = ['Referentials'];
const json = <T>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });
const patchJson = <T>(schema: T) => ({ required: true, content: { 'application/merge-patch+json': { schema }, 'application/json': { schema } } });
const collection = collectionSchema('Referential', referentialSchema);
const createdAnswers = (...errors: number[]) => ({
  201: jsonContent(referentialSchema, 'Created'),
  200: jsonContent(referentialSchema, 'An item of this name (case-insensitively) already exists: it is answered as it is'),
  ...errorResponses(400, 401, 403, ...errors, 413, 415, 422),
});
const DELETE_SUMMARY = 'Delete an item; one a contact names is archived instead (204 either way)';

function sourceRoutes(base: '/sources' | '/referentials/sources') {
  return {
    list: apiRoute(reader, {
      method: 'get', path: base, tags, summary: 'The network\'s contact origins (archived ones too)', request: { query: pagingQuery },
      responses: { 200: jsonContent(collection, 'Sources'), ...errorResponses(400, 401, 403) },
    }),
    create: apiRoute(sourceWriter, {
      method: 'post', path: base, tags, summary: 'Add a contact origin (your application\'s own)', request: { body: json(referentialBody) },
      responses: createdAnswers(),
    }),
    read: apiRoute(reader, {
      method: 'get', path: `${base}/{id}`, tags, summary: 'A source', request: { params: idParam },
      responses: { 200: jsonContent(referentialSchema, 'The source'), ...errorResponses(400, 401, 403, 404) },
    }),
    patch: apiRoute(sourceWriter, {
      method: 'patch', path: `${base}/{id}`, tags, summary: 'Rename, archive or restore a source (PUT does the same)',
      request: { params: idParam, body: patchJson(referentialPatchBody) },
      responses: { 200: jsonContent(referentialSchema, 'The source'), ...errorResponses(400, 401, 403, 404, 413, 415) },
    }),
    remove: apiRoute(sourceWriter, {
      method: 'delete', path: `${base}/{id}`, tags, summary: DELETE_SUMMARY, request: { params: idParam },
      responses: { 204: { description: 'Deleted or archived' }, ...errorResponses(400, 401, 403, 404) },
    }),
  };
}

const familyList = apiRoute(reader, {
  method: 'get', path: '/referentials/{family}', tags, summary: 'A reference list (archived items too)', request: { params: familyParam, query: pagingQuery },
  responses: { 200: jsonContent(collection, 'Items'), ...errorResponses(400, 401, 403, 404) },
});
const familyCreate = apiRoute(staffWriter, {
  method: 'post', path: '/referentials/{family}', tags, summary: 'Add an item to a reference list (admin)',
  request: { params: familyParam, body: json(referentialBody) }, responses: createdAnswers(404),
});
const familyRead = apiRoute(reader, {
  method: 'get', path: '/referentials/{family}/{id}', tags, summary: 'An item of a reference list', request: { params: familyItemParam },
  responses: { 200: jsonContent(referentialSchema, 'The item'), ...errorResponses(400, 401, 403, 404) },
});
const familyPatch = apiRoute(staffWriter, {
  method: 'patch', path: '/referentials/{family}/{id}', tags, summary: 'Rename, archive or restore an item (admin; PUT does the same)',
  request: { params: familyItemParam, body: patchJson(referentialPatchBody) },
  responses: { 200: jsonContent(referentialSchema, 'The item'), ...errorResponses(400, 401, 403, 404, 413, 415) },
});
const familyDelete = apiRoute(staffWriter, {
  method: 'delete', path: '/referentials/{family}/{id}', tags, summary: `${DELETE_SUMMARY} (admin)`, request: { params: familyItemParam },
  responses: { 204: { description: 'Deleted or archived' }, ...errorResponses(400, 401, 403, 404) },
});

/** `{family}` of the path: one of the nine (sources have their own routes, registered first). */
function familyOf(c: Context<ApiEnv>, family: string): ReferentialKind {
  if (!isReferentialKind(family) || family === 'sources') {
    throw new DomainError('api.error.route.not-found', `No endpoint ${c.req.method} ${c.req.path}.`);
  }
  return family;
}

function answerCreated(c: Context<ApiEnv>, result: { item: ReferentialItem; created: boolean }) {
  const body = serializeReferential(tenantToken(c), result.item);
  return result.created
    ? sendItem(c, body, 201, { location: `/api${referentialIri(tenantToken(c), result.item)}` })
    : sendItem(c, body, 200);
}

export function registerReferentialRoutes(app: OpenAPIHono<ApiEnv>) {
  const page = (c: Context<ApiEnv>, query: { page?: number; itemsPerPage?: number }, kind: ReferentialKind) => {
    const request = pageOf(query);
    return listReferentials({ ...c.get('ctx'), kind, page: request }).then((items) => sendCollection(
      c, kind === 'sources' ? 'Source' : 'Referential', items, request, (item) => serializeReferential(tenantToken(c), item)));
  };
  for (const routes of [sourceRoutes('/sources'), sourceRoutes('/referentials/sources')]) {
    app.openapi(routes.list, (c) => page(c, c.req.valid('query'), 'sources'));
    app.openapi(routes.create, async (c) => answerCreated(c, await createReferential({ ...c.get('ctx'), kind: 'sources', name: c.req.valid('json').name })));
    app.openapi(routes.read, async (c) => sendItem(c, serializeReferential(tenantToken(c),
      await getReferential({ ...c.get('ctx'), kind: 'sources', id: c.req.valid('param').id }))));
    app.openapi(routes.patch, async (c) => sendItem(c, serializeReferential(tenantToken(c),
      await updateReferential({ ...c.get('ctx'), kind: 'sources', id: c.req.valid('param').id, patch: c.req.valid('json') }))));
    app.openapi(routes.remove, async (c) => {
      await deleteReferential({ ...c.get('ctx'), kind: 'sources', id: c.req.valid('param').id });
      return c.body(null, 204);
    });
  }
  app.openapi(familyList, (c) => page(c, c.req.valid('query'), familyOf(c, c.req.valid('param').family)));
  app.openapi(familyCreate, async (c) => answerCreated(c, await createReferential({
    ...c.get('ctx'), kind: familyOf(c, c.req.valid('param').family), name: c.req.valid('json').name,
  })));
  app.openapi(familyRead, async (c) => {
    const { family, id } = c.req.valid('param');
    return sendItem(c, serializeReferential(tenantToken(c), await getReferential({ ...c.get('ctx'), kind: familyOf(c, family), id })));
  });
  app.openapi(familyPatch, async (c) => {
    const { family, id } = c.req.valid('param');
    const item = await updateReferential({ ...c.get('ctx'), kind: familyOf(c, family), id, patch: c.req.valid('json') });
    return sendItem(c, serializeReferential(tenantToken(c), item));
  });
  app.openapi(familyDelete, async (c) => {
    const { family, id } = c.req.valid('param');
    await deleteReferential({ ...c.get('ctx'), kind: familyOf(c, family), id });
    return c.body(null, 204);
  });
}

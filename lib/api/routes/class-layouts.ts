// Class layouts (CONTRACT §14): a studio's spots, admin CRUD.
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { LayoutSpot } from '../../db/schema';
import { scheduleScope } from '../../domain/booking/schedule-scope';
import { createClassLayout, deleteClassLayout, getClassLayout, listClassLayouts, updateClassLayout } from '../../domain/planning/class-layouts';
import { iri } from '../../iri';
import { tenantToken, type ApiEnv } from '../env';
import { sendCollection, sendItem } from '../hydra';
import { pageOf, pagingQuery } from '../paging';
import { idParam } from '../params';
import { apiRoute, collectionSchema, errorResponses, jsonContent } from '../route';
import { classLayoutBody, classLayoutPatchBody, classLayoutQuery, classLayoutSchema } from '../schemas/planning';
import { serializeClassLayout } from '../serializers/planning';

const tags = ['Planning'];
const admin = { scope: 'admin', contact: 'deny' } as const;
const json = <T>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });
const spotsOf = (spots: { number: number; label?: string | undefined; x: number; y: number }[]): LayoutSpot[] =>
  spots.map((s) => ({ number: s.number, label: s.label ?? '', x: s.x, y: s.y }));

const list = apiRoute({ scope: 'partner', contact: 'allow' }, {
  method: 'get', path: '/class_layouts', tags, summary: 'Layouts of the acting club\'s studios', request: { query: pagingQuery.extend(classLayoutQuery.shape) },
  responses: { 200: jsonContent(collectionSchema('ClassLayout', classLayoutSchema), 'Layouts'), ...errorResponses(400, 401, 403) },
});
const read = apiRoute({ scope: 'partner', contact: 'allow' }, {
  method: 'get', path: '/class_layouts/{id}', tags, summary: 'Read a layout: its spots on a grid', request: { params: idParam },
  responses: { 200: jsonContent(classLayoutSchema, 'The layout'), ...errorResponses(401, 403, 404) },
});
const create = apiRoute(admin, {
  method: 'post', path: '/class_layouts', tags, summary: 'Add a layout to a studio (admin): numbered spots on a grid', request: { body: json(classLayoutBody) },
  responses: { 201: jsonContent(classLayoutSchema, 'The layout'), ...errorResponses(400, 401, 403, 413, 415, 422) },
});
const patch = apiRoute(admin, {
  method: 'patch', path: '/class_layouts/{id}', tags, summary: 'Rename a layout or change its spots (admin); a spot booked in a class to come stays',
  request: { params: idParam, body: { required: true, content: { 'application/merge-patch+json': { schema: classLayoutPatchBody }, 'application/json': { schema: classLayoutPatchBody } } } },
  responses: { 200: jsonContent(classLayoutSchema, 'The layout'), ...errorResponses(400, 401, 403, 404, 413, 415) },
});
const remove = apiRoute(admin, {
  method: 'delete', path: '/class_layouts/{id}', tags, summary: 'Delete a layout (admin); one that classes name is archived instead', request: { params: idParam },
  responses: { 204: { description: 'Deleted, or archived' }, ...errorResponses(401, 403, 404) },
});

export function registerClassLayoutRoutes(app: OpenAPIHono<ApiEnv>) {
  const token = tenantToken;
  app.openapi(list, async (c) => {
    const { studio, ...paging } = c.req.valid('query');
    const page = pageOf(paging);
    const scope = await scheduleScope(c.get('ctx'), false);
    const result = await listClassLayouts({ ...c.get('ctx'), scope: scope.clubIds, page, ...(studio !== undefined ? { studioId: studio } : {}) });
    return sendCollection(c, 'ClassLayout', result, page, (l) => serializeClassLayout(token(c), l));
  });
  app.openapi(read, async (c) => sendItem(c, serializeClassLayout(token(c), await getClassLayout({ ...c.get('ctx'), id: c.req.valid('param').id }))));
  app.openapi(create, async (c) => {
    const { studio, name, spots } = c.req.valid('json');
    const layout = await createClassLayout({ ...c.get('ctx'), input: { studioId: studio, name, spots: spotsOf(spots) } });
    return sendItem(c, serializeClassLayout(token(c), layout), 201, { location: `/api${iri(token(c), 'class_layouts', layout.id)}` });
  });
  app.openapi(patch, async (c) => {
    const { name, spots } = c.req.valid('json');
    const layout = await updateClassLayout({ ...c.get('ctx'), id: c.req.valid('param').id,
      patch: { ...(name !== undefined ? { name } : {}), ...(spots ? { spots: spotsOf(spots) } : {}) } });
    return sendItem(c, serializeClassLayout(token(c), layout));
  });
  app.openapi(remove, async (c) => {
    await deleteClassLayout({ ...c.get('ctx'), id: c.req.valid('param').id });
    return c.body(null, 204);
  });
}

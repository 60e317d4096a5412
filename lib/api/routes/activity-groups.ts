// Groups of activities: what the schedule filter `activity.activityGroups` names. Tenant-wide.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { createActivityGroup } from '../../domain/booking/create-activity-group';
import { getActivityGroup } from '../../domain/booking/get-activity-group';
import { listActivityGroups } from '../../domain/booking/list-activity-groups';
import { iri } from '../../iri';
import { tenantToken, type ApiEnv } from '../env';
import { sendCollection, sendItem } from '../hydra';
import { pageOf, pagingQuery } from '../paging';
import { idParam } from '../params';
import { apiRoute, collectionSchema, errorResponses, jsonContent } from '../route';
import { activityGroupBody, activityGroupSchema } from '../schemas/booking';
import { serializeActivityGroup } from '../serializers/booking';

const tags = ['Schedule'];

const list = apiRoute({ scope: 'partner', contact: 'allow' }, {
  method: 'get', path: '/activity_groups', tags, summary: 'Groups of activities, by name (the IRIs the `activity.activityGroups` filter takes)',
  request: { query: pagingQuery },
  responses: { 200: jsonContent(collectionSchema('ActivityGroup', activityGroupSchema), 'Activity groups'), ...errorResponses(400, 401, 403) },
});
const read = apiRoute({ scope: 'partner', contact: 'allow' }, {
  method: 'get', path: '/activity_groups/{id}', tags, summary: 'One group of activities', request: { params: idParam },
  responses: { 200: jsonContent(activityGroupSchema, 'The group'), ...errorResponses(401, 403, 404) },
});
const create = apiRoute({ scope: 'admin', contact: 'deny', tenantWide: true }, {
  method: 'post', path: '/activity_groups', tags, summary: 'Add a group of activities (admin)',
  request: { body: { required: true, content: { 'application/json': { schema: activityGroupBody } } } },
  responses: { 201: jsonContent(activityGroupSchema, 'The group'), ...errorResponses(400, 401, 403, 413, 415, 422) },
});

export function registerActivityGroupRoutes(app: OpenAPIHono<ApiEnv>) {
  app.openapi(list, async (c) => {
    const page = pageOf(c.req.valid('query'));
    const groups = await listActivityGroups({ ...c.get('ctx'), page });
    return sendCollection(c, 'ActivityGroup', groups, page, (g) => serializeActivityGroup(tenantToken(c), g));
  });
  app.openapi(read, async (c) => sendItem(c, serializeActivityGroup(tenantToken(c), await getActivityGroup({ ...c.get('ctx'), id: c.req.valid('param').id }))));
  app.openapi(create, async (c) => {
    const group = await createActivityGroup({ ...c.get('ctx'), name: c.req.valid('json').name });
    return sendItem(c, serializeActivityGroup(tenantToken(c), group), 201, { location: `/api${iri(tenantToken(c), 'activity_groups', group.id)}` });
  });
}

// Schedule resources (activities, studios, coaches) and the staff's class management.
import { z, type OpenAPIHono } from '@hono/zod-openapi';
import { cancelClassEvent } from '../../domain/booking/cancel-class-event';
import { createClassEvent } from '../../domain/booking/create-class-event';
import { deleteScheduleResource } from '../../domain/booking/delete-schedule-resource';
import { createScheduleResource } from '../../domain/booking/create-schedule-resource';
import { getClassEventView } from '../../domain/booking/get-class-event-view';
import { getScheduleResource } from '../../domain/booking/get-schedule-resource';
import { listScheduleResources } from '../../domain/booking/list-schedule-resources';
import { scheduleScope } from '../../domain/booking/schedule-scope';
import type { ScheduleResourceKind } from '../../domain/booking/schedule-resources';
import { updateClassEvent } from '../../domain/booking/update-class-event';
import { updateScheduleResource } from '../../domain/booking/update-schedule-resource';
import { iri } from '../../iri';
import { tenantToken, type ApiEnv } from '../env';
import { sendCollection, sendItem } from '../hydra';
import { pageOf, pagingQuery } from '../paging';
import { idParam } from '../params';
import { apiRoute, collectionSchema, errorResponses, jsonContent } from '../route';
import {
  activityBody, activityPatchBody, classEventBody, classEventPatchBody, classEventSchema, resourceBody, resourcePatchBody, resourceSchema,
} from '../schemas/booking';
import { serializeResource } from '../serializers/booking';
import { serializeClassEvent } from '../serializers/booking';

const tags = ['Schedule'];
const admin = { scope: 'admin', contact: 'deny' } as const;
const json = <T>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });
const KINDS: ScheduleResourceKind[] = ['activities', 'studios', 'coaches'];

const listRoute = (path: string, network: boolean) => apiRoute({ scope: 'partner', contact: 'allow' }, {
  method: 'get', path, tags, summary: `${network ? 'Across sharing clubs: ' : ''}${path.split('/').pop()}`, request: { query: pagingQuery },
  responses: { 200: jsonContent(collectionSchema('ScheduleResource', resourceSchema), 'Resources'), ...errorResponses(400, 401, 403) },
});
const createRoute = (kind: ScheduleResourceKind) => apiRoute(admin, {
  method: 'post', path: `/${kind}`, tags, summary: `Add ${kind === 'activities' ? 'an activity' : kind === 'studios' ? 'a studio' : 'a coach'} (admin)`,
  request: { body: json(kind === 'activities' ? activityBody : resourceBody) },
  responses: { 201: jsonContent(resourceSchema, 'The resource'), ...errorResponses(400, 401, 403, 413, 415, 422) },
});
// The item reads partners' clients expect beside the lists (docs/decisions.md, "Partner client conventions").
const readRoute = (kind: ScheduleResourceKind) => apiRoute({ scope: 'partner', contact: 'allow' }, {
  method: 'get', path: `/${kind}/{id}`, tags, summary: `Read ${kind === 'activities' ? 'an activity' : kind === 'studios' ? 'a studio' : 'a coach'}`,
  request: { params: idParam },
  responses: { 200: jsonContent(resourceSchema, 'The resource'), ...errorResponses(400, 401, 403, 404) },
});
const one = (kind: ScheduleResourceKind) => (kind === 'activities' ? 'an activity' : kind === 'studios' ? 'a studio' : 'a coach');
const patchBodyOf = (kind: ScheduleResourceKind) => (kind === 'activities' ? activityPatchBody : resourcePatchBody);
const patchRoute = (kind: ScheduleResourceKind) => apiRoute(admin, {
  method: 'patch', path: `/${kind}/{id}`, tags, summary: `Rename ${one(kind)} (admin); the name is unique in its club, whatever its case`,
  request: { params: idParam, body: { required: true, content: { 'application/merge-patch+json': { schema: patchBodyOf(kind) }, 'application/json': { schema: patchBodyOf(kind) } } } },
  responses: { 200: jsonContent(resourceSchema, 'The resource'), ...errorResponses(400, 401, 403, 404, 413, 415) },
});
const deleteRoute = (kind: ScheduleResourceKind) => apiRoute(admin, {
  method: 'delete', path: `/${kind}/{id}`, tags,
  summary: `Delete ${one(kind)} (admin); one that classes name is archived instead: it leaves the lists and stays readable by id`,
  request: { params: idParam },
  responses: { 204: { description: 'Deleted, or archived' }, ...errorResponses(401, 403, 404) },
});
const createEvent = apiRoute(admin, {
  method: 'post', path: '/class_events', tags, summary: 'Schedule a class (admin); it starts from now on',
  request: { body: json(classEventBody) },
  responses: { 201: jsonContent(classEventSchema, 'The class'), ...errorResponses(400, 401, 403, 413, 415, 422) },
});
const patchEvent = apiRoute(admin, {
  method: 'patch', path: '/class_events/{id}', tags, summary: 'Change a class (admin); capacity never below the places taken',
  request: { params: idParam, body: { required: true, content: { 'application/merge-patch+json': { schema: classEventPatchBody }, 'application/json': { schema: classEventPatchBody } } } },
  responses: { 200: jsonContent(classEventSchema, 'The class'), ...errorResponses(400, 401, 403, 404, 413, 415) },
});
const cancelEvent = apiRoute(admin, {
  method: 'post', path: '/class_events/{id}/cancel', tags, summary: 'Cancel a class (admin); attendees are told by e-mail', request: { params: idParam },
  responses: { 200: jsonContent(classEventSchema, 'The class'), ...errorResponses(400, 401, 403, 404) },
});

export function registerScheduleAdminRoutes(app: OpenAPIHono<ApiEnv>) {
  const token = tenantToken;
  for (const network of [false, true]) {
    for (const kind of [...KINDS, 'showcase_activities'] as const) {
      const path = `${network ? '/club_network' : ''}/${kind}`;
      const table: ScheduleResourceKind = kind === 'showcase_activities' ? 'activities' : kind;
      app.openapi(listRoute(path, network), async (c) => {
        const page = pageOf(c.req.valid('query'));
        const scope = await scheduleScope(c.get('ctx'), network);
        const result = await listScheduleResources({ ...c.get('ctx'), kind: table, scope: scope.clubIds, showcaseOnly: kind === 'showcase_activities', page });
        return sendCollection(c, 'ScheduleResource', result, page, (r) => serializeResource(token(c), table, r));
      });
    }
  }
  for (const kind of KINDS) {
    app.openapi(readRoute(kind), async (c) => sendItem(c, serializeResource(token(c), kind,
      await getScheduleResource({ ...c.get('ctx'), kind, id: c.req.valid('param').id }))));
    app.openapi(createRoute(kind), async (c) => {
      const { club, activityGroups, ...rest } = c.req.valid('json') as z.infer<typeof activityBody>;
      const resource = await createScheduleResource({ ...c.get('ctx'), kind, input: { ...rest, clubId: club, ...(activityGroups ? { groupIds: activityGroups } : {}) } });
      return sendItem(c, serializeResource(token(c), kind, resource), 201, { location: `/api${iri(token(c), kind, resource.id)}` });
    });
    app.openapi(patchRoute(kind), async (c) => {
      const patch = c.req.valid('json') as z.infer<typeof activityPatchBody>;
      return sendItem(c, serializeResource(token(c), kind, await updateScheduleResource({ ...c.get('ctx'), kind, id: c.req.valid('param').id, patch })));
    });
    app.openapi(deleteRoute(kind), async (c) => {
      await deleteScheduleResource({ ...c.get('ctx'), kind, id: c.req.valid('param').id });
      return c.body(null, 204);
    });
  }
  app.openapi(createEvent, async (c) => {
    const { club, activity, studio, coach, classLayout, startedAt, endedAt, ...rest } = c.req.valid('json');
    const created = await createClassEvent({ ...c.get('ctx'), input: {
      ...rest, clubId: club, activityId: activity, studioId: studio ?? null, coachId: coach ?? null, classLayoutId: classLayout ?? null,
      startedAt: new Date(startedAt), endedAt: new Date(endedAt),
    } });
    const view = await getClassEventView(c.get('ctx'), created.id);
    return sendItem(c, serializeClassEvent(token(c), view), 201, { location: `/api${iri(token(c), 'class_events', created.id)}` });
  });
  app.openapi(patchEvent, async (c) => {
    const { activity, studio, coach, classLayout, startedAt, endedAt, ...rest } = c.req.valid('json');
    const id = c.req.valid('param').id;
    await updateClassEvent({ ...c.get('ctx'), classEventId: id, patch: {
      ...rest, ...(activity !== undefined ? { activityId: activity } : {}), ...(studio !== undefined ? { studioId: studio } : {}),
      ...(coach !== undefined ? { coachId: coach } : {}), ...(classLayout !== undefined ? { classLayoutId: classLayout } : {}), ...(startedAt ? { startedAt: new Date(startedAt) } : {}), ...(endedAt ? { endedAt: new Date(endedAt) } : {}),
    } });
    return sendItem(c, serializeClassEvent(token(c), await getClassEventView(c.get('ctx'), id)));
  });
  app.openapi(cancelEvent, async (c) => {
    const id = c.req.valid('param').id;
    await cancelClassEvent({ ...c.get('ctx'), classEventId: id });
    return sendItem(c, serializeClassEvent(token(c), await getClassEventView(c.get('ctx'), id)));
  });
}

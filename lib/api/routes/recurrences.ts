// Recurrences (CONTRACT §14): weekly series of classes, as Stadline's collection creates them.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { cancelRecurrence } from '../../domain/planning/cancel-recurrence';
import { createRecurrence } from '../../domain/planning/create-recurrence';
import { getRecurrence } from '../../domain/planning/get-recurrence';
import { iri } from '../../iri';
import { tenantToken, type ApiEnv } from '../env';
import { sendItem } from '../hydra';
import { idParam } from '../params';
import { apiRoute, errorResponses, jsonContent } from '../route';
import { recurrenceBody, recurrenceCancelQuery, recurrenceSchema } from '../schemas/planning';
import { serializeRecurrence } from '../serializers/planning';

const tags = ['Planning'];
const admin = { scope: 'admin', contact: 'deny' } as const;

const create = apiRoute(admin, {
  method: 'post', path: '/recurrences', tags,
  summary: 'Schedule a weekly recurrence (admin): one class per matching day between the two days (both included), plus extra days, minus excluded ones, at the template\'s times on the club\'s clock',
  request: { body: { required: true, content: { 'application/json': { schema: recurrenceBody } } } },
  responses: { 201: jsonContent(recurrenceSchema, 'The recurrence and every class of it'), ...errorResponses(400, 401, 403, 413, 415, 422) },
});
const read = apiRoute({ scope: 'partner', contact: 'deny' }, {
  method: 'get', path: '/recurrences/{id}', tags, summary: 'Read a recurrence and its classes', request: { params: idParam },
  responses: { 200: jsonContent(recurrenceSchema, 'The recurrence'), ...errorResponses(401, 403, 404) },
});
const cancel = apiRoute(admin, {
  method: 'delete', path: '/recurrences/{id}', tags,
  summary: 'Cancel a recurrence\'s classes from a day on (admin); their attendees are told by e-mail, as for one cancelled class',
  request: { params: idParam, query: recurrenceCancelQuery },
  responses: { 204: { description: 'Its classes from that day on are cancelled' }, ...errorResponses(400, 401, 403, 404) },
});

export function registerRecurrenceRoutes(app: OpenAPIHono<ApiEnv>) {
  const token = tenantToken;
  app.openapi(create, async (c) => {
    const { startedAt, endedAt, day, excludedDates, extraDates, classEventType: t, classEvents } = c.req.valid('json');
    const { club, activity, studio, coach, classLayout, ...rest } = t;
    const recurrence = await createRecurrence({ ...c.get('ctx'), input: {
      clubId: club, startedOn: startedAt, endedOn: endedAt, day, excludedDates: excludedDates ?? [], extraDates: extraDates ?? [],
      template: { ...rest, activityId: activity, studioId: studio ?? null, coachId: coach ?? null, classLayoutId: classLayout ?? null },
      classEventIds: classEvents ?? [],
    } });
    return sendItem(c, serializeRecurrence(token(c), recurrence), 201, { location: `/api${iri(token(c), 'recurrences', recurrence.id)}` });
  });
  app.openapi(read, async (c) => sendItem(c, serializeRecurrence(token(c), await getRecurrence({ ...c.get('ctx'), recurrenceId: c.req.valid('param').id }))));
  app.openapi(cancel, async (c) => {
    await cancelRecurrence({ ...c.get('ctx'), recurrenceId: c.req.valid('param').id, from: c.req.valid('query').from });
    return c.body(null, 204);
  });
}

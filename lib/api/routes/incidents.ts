import type { OpenAPIHono } from '@hono/zod-openapi';
import { cancelIncident } from '../../domain/finance/cancel-incident';
import { createIncident } from '../../domain/finance/create-incident';
import { getIncidentOrThrow } from '../../domain/finance/get-incident';
import { listIncidents } from '../../domain/finance/list-incidents';
import { iri } from '../../iri';
import type { ApiEnv } from '../env';
import { sendCollection, sendItem } from '../hydra';
import { pageOf, pagingQuery } from '../paging';
import { idParam } from '../params';
import { apiRoute, collectionSchema, errorResponses, jsonContent } from '../route';
import { incidentBody, incidentSchema, incidentsQuery, incidentTransitionBody } from '../schemas/finance';
import { serializeIncident } from '../serializers/finance';

const tags = ['Finance'];
const partner = { scope: 'partner', contact: 'allow' } as const;
const admin = { scope: 'admin', contact: 'deny' } as const;

const list = apiRoute(partner, {
  method: 'get', path: '/incidents', tags, summary: 'A contact\'s incidents (an `open` one is an ongoing incident)',
  description: 'Without `contact`, the tenant\'s incidents (a contact-scoped token: its own). `state` filters.',
  request: { query: pagingQuery.extend(incidentsQuery.shape).strict() },
  responses: { 200: jsonContent(collectionSchema('Incident', incidentSchema), 'Incidents'), ...errorResponses(400, 401, 403, 404) },
});
const read = apiRoute(partner, {
  method: 'get', path: '/incidents/{id}', tags, summary: 'Read an incident', request: { params: idParam },
  responses: { 200: jsonContent(incidentSchema, 'The incident'), ...errorResponses(401, 403, 404) },
});
const create = apiRoute(admin, {
  method: 'post', path: '/incidents', tags, summary: 'Record an amount owed, such as a rejected debit (admin)',
  description: 'Opens the incident: its invoice is then `incident`, and the contact\'s first open incident gives it the `blocking_debt` accounting tag.',
  request: { body: { required: true, content: { 'application/json': { schema: incidentBody } } } },
  responses: { 201: jsonContent(incidentSchema, 'The incident'), ...errorResponses(400, 401, 403, 413, 415, 422) },
});
const transition = apiRoute(admin, {
  method: 'post', path: '/incidents/{id}/transitions', tags, summary: 'Cancel an open incident (admin): the club waives it',
  description: 'No money moves; the accounting tag goes with the contact\'s last open incident. Not open: 400 api.error.incident.not-open.',
  request: { params: idParam, body: { required: true, content: { 'application/json': { schema: incidentTransitionBody } } } },
  responses: { 200: jsonContent(incidentSchema, 'The incident'), ...errorResponses(400, 401, 403, 404, 413, 415, 422) },
});

export function registerIncidentRoutes(app: OpenAPIHono<ApiEnv>) {
  app.openapi(list, async (c) => {
    const { contact, state, ...paging } = c.req.valid('query');
    const page = pageOf(paging);
    const result = await listIncidents({ ...c.get('ctx'), ...(contact ? { contactId: contact } : {}), ...(state ? { state } : {}), page });
    return sendCollection(c, 'Incident', result, page, (i) => serializeIncident(c.get('tenant').token, i));
  });
  app.openapi(read, async (c) => sendItem(c, serializeIncident(c.get('tenant').token, await getIncidentOrThrow({ ...c.get('ctx'), incidentId: c.req.valid('param').id }))));
  app.openapi(create, async (c) => {
    const { invoice, ...body } = c.req.valid('json');
    const incident = await createIncident({ ...c.get('ctx'), input: { ...body, invoiceId: invoice ?? null } });
    const token = c.get('tenant').token;
    return sendItem(c, serializeIncident(token, incident), 201, { location: `/api${iri(token, 'incidents', incident.id)}` });
  });
  app.openapi(transition, async (c) =>
    sendItem(c, serializeIncident(c.get('tenant').token, await cancelIncident({ ...c.get('ctx'), incidentId: c.req.valid('param').id }))));
}

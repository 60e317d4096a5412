// A contact's move to another club confirmed by a code it receives by e-mail (CONTRACT §10), the
// flow "Migrating a contact" of Stadline's collection, beside PUT /contacts/{id}/migrate.
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { ContactMigrationRequest } from '../../db/schema';
import { createContactMigrationRequest } from '../../domain/contacts/create-contact-migration-request';
import { getContactMigrationRequestOrThrow } from '../../domain/contacts/read-contact-migration-request';
import { transitionContactMigrationRequest } from '../../domain/contacts/transition-contact-migration-request';
import { iri } from '../../iri';
import { tenantToken, type ApiEnv } from '../env';
import { sendItem, type Resource } from '../hydra';
import { idParam } from '../params';
import { apiRoute, errorResponses, jsonContent } from '../route';
import { migrationRequestBody, migrationRequestSchema, migrationTransitionBody } from '../schemas/contact-migration-requests';

const tags = ['Contacts'];
const partner = { scope: 'partner', contact: 'deny' } as const;
const json = <T>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });

function serializeMigrationRequest(token: string, r: ContactMigrationRequest): Resource {
  return {
    '@id': iri(token, 'contact_migration_requests', r.id), '@type': 'ContactMigrationRequest', id: r.id,
    contactId: iri(token, 'contacts', r.contactId), clubId: iri(token, 'clubs', r.clubId), state: r.state,
    expiresAt: r.expiresAt.toISOString(), resultTargetId: r.resultContactId === null ? null : iri(token, 'contacts', r.resultContactId),
  };
}

const createRequest = apiRoute(partner, {
  method: 'post', path: '/contact_migration_requests', tags, summary: 'Ask to move a prospect to another club: a code is e-mailed to it',
  description: 'The code (6 digits) is valid 15 minutes, 5 tries. 400 api.error.contact-migration.same-club, '
    + 'api.error.contact-migration.source-not-prospect; 429 api.error.contact-migration-request.too-many-requests when the contact '
    + 'was sent 3 codes in the last 15 minutes (nothing is sent).',
  request: { body: json(migrationRequestBody) },
  responses: { 201: jsonContent(migrationRequestSchema, 'The request, pending'), ...errorResponses(400, 401, 403, 409, 413, 415, 422, 429) },
});
const readRequest = apiRoute(partner, {
  method: 'get', path: '/contact_migration_requests/{id}', tags, summary: 'Read a contact migration request',
  request: { params: idParam }, responses: { 200: jsonContent(migrationRequestSchema, 'The request'), ...errorResponses(400, 401, 403, 404) },
});
const transition = apiRoute(partner, {
  method: 'post', path: '/contact_migration_requests/{id}/transitions', tags,
  summary: 'validate with the code the contact received (moves it), or cancel',
  description: 'validate: a new contact in the target club takes the contact\'s identity, opt-ins, tags, sales and debts, and the '
    + 'contact is deleted (resultTargetId names the new one). 400 api.error.contact-migration-request.invalid-code (tries left in '
    + 'detail); api.error.contact-migration-request.expired after 5 wrong codes or 15 minutes; ...not-pending once validated or canceled.',
  request: { params: idParam, body: json(migrationTransitionBody) },
  responses: { 200: jsonContent(migrationRequestSchema, 'The request'), ...errorResponses(400, 401, 403, 404, 409, 413, 415, 422) },
});

export function registerContactMigrationRequestRoutes(app: OpenAPIHono<ApiEnv>) {
  app.openapi(createRequest, async (c) => {
    const { contactId, clubId } = c.req.valid('json');
    const request = await createContactMigrationRequest({ ...c.get('ctx'), contactId, clubId });
    return sendItem(c, serializeMigrationRequest(tenantToken(c), request), 201,
      { location: `/api${iri(tenantToken(c), 'contact_migration_requests', request.id)}` });
  });
  app.openapi(readRequest, async (c) => sendItem(c, serializeMigrationRequest(tenantToken(c),
    await getContactMigrationRequestOrThrow(c.get('ctx'), c.req.valid('param').id))));
  app.openapi(transition, async (c) => {
    const body = c.req.valid('json');
    const request = await transitionContactMigrationRequest({ ...c.get('ctx'), requestId: c.req.valid('param').id, ...body });
    return sendItem(c, serializeMigrationRequest(tenantToken(c), request));
  });
}

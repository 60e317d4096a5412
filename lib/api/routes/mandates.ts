import type { OpenAPIHono } from '@hono/zod-openapi';
import { createMandate } from '../../domain/mandates/create-mandate';
import { listMandates } from '../../domain/mandates/list-mandates';
import { getMandateOrThrow } from '../../domain/mandates/read-mandate';
import { transitionMandate } from '../../domain/mandates/transition-mandate';
import { iri } from '../../iri';
import type { ApiEnv } from '../env';
import { sendCollection, sendItem } from '../hydra';
import { pageOf } from '../paging';
import { idParam } from '../params';
import { apiRoute, collectionSchema, errorResponses, jsonContent } from '../route';
import { mandateCreateBody, mandateSchema, mandatesQuery, mandateTransitionBody } from '../schemas/mandates';
import { serializeMandate } from '../serializers/mandates';

const tags = ['Mandates'];
const partner = { scope: 'partner', contact: 'allow' } as const;
const json = <T>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });
const writeErrors = errorResponses(400, 401, 403, 404, 409, 413, 415, 422);

const createRoute = apiRoute(partner, {
  method: 'post', path: '/mandates', tags, summary: 'Add a SEPA mandate for a contact (then sign it by SMS: /signature_requests)',
  description: 'Every field is required. api.error.mandate.invalid-iban (country, length, mod-97), api.error.mandate.invalid-bic. '
    + 'The mandate is pending_signature until its signature request is validated; its iban is answered masked but its last 4.',
  request: { body: json(mandateCreateBody) }, responses: { 201: jsonContent(mandateSchema, 'The mandate'), ...writeErrors },
});
const listRoute = apiRoute(partner, {
  method: 'get', path: '/mandates', tags, summary: 'A contact\'s mandates, newest first (a contact-scoped token: its own)',
  request: { query: mandatesQuery },
  responses: { 200: jsonContent(collectionSchema('Mandate', mandateSchema), 'Mandates'), ...errorResponses(400, 401, 403) },
});
const readRoute = apiRoute(partner, {
  method: 'get', path: '/mandates/{id}', tags, summary: 'Read a mandate',
  request: { params: idParam }, responses: { 200: jsonContent(mandateSchema, 'The mandate'), ...errorResponses(400, 401, 403, 404) },
});
const transitionRoute = apiRoute(partner, {
  method: 'post', path: '/mandates/{id}/transitions', tags, summary: 'revoke a mandate: nothing more is debited from it',
  description: 'api.error.mandate.already-revoked on a revoked mandate.',
  request: { params: idParam, body: json(mandateTransitionBody) }, responses: { 200: jsonContent(mandateSchema, 'The mandate'), ...writeErrors },
});

export function registerMandateRoutes(app: OpenAPIHono<ApiEnv>) {
  const token = (c: { get: (key: 'tenant') => { token: string } }) => c.get('tenant').token;
  app.openapi(createRoute, async (c) => {
    const mandate = await createMandate({ ...c.get('ctx'), input: c.req.valid('json') });
    return sendItem(c, serializeMandate(token(c), mandate), 201, { location: `/api${iri(token(c), 'mandates', mandate.id)}` });
  });
  app.openapi(listRoute, async (c) => {
    const { contactId, ...paging } = c.req.valid('query');
    const page = pageOf(paging);
    const found = await listMandates({ ...c.get('ctx'), page, ...(contactId !== undefined ? { contactId } : {}) });
    return sendCollection(c, 'Mandate', found, page, (mandate) => serializeMandate(token(c), mandate));
  });
  app.openapi(readRoute, async (c) => sendItem(c, serializeMandate(token(c), await getMandateOrThrow({ ...c.get('ctx'), mandateId: c.req.valid('param').id }))));
  app.openapi(transitionRoute, async (c) => {
    const mandate = await transitionMandate({ ...c.get('ctx'), mandateId: c.req.valid('param').id, transition: c.req.valid('json').transition });
    return sendItem(c, serializeMandate(token(c), mandate));
  });
}

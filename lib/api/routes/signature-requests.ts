import type { OpenAPIHono } from '@hono/zod-openapi';
import { createSignatureRequest } from '../../domain/signatures/create-signature-request';
import { getSignatureRequestOrThrow } from '../../domain/signatures/read-signature-request';
import { validateSignatureRequest } from '../../domain/signatures/validate-signature-request';
import { iri } from '../../iri';
import type { ApiEnv } from '../env';
import { sendItem } from '../hydra';
import { idParam } from '../params';
import { apiRoute, errorResponses, jsonContent } from '../route';
import { signatureRequestBody, signatureRequestSchema, signatureTransitionBody } from '../schemas/mandates';
import { serializeSignatureRequest } from '../serializers/mandates';

const tags = ['Mandates'];
const partner = { scope: 'partner', contact: 'allow' } as const;
const json = <T>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });
const writeErrors = errorResponses(400, 401, 403, 404, 409, 413, 415, 422);

const createRoute = apiRoute(partner, {
  method: 'post', path: '/signature_requests', tags, summary: 'Start an SMS signature of a contact\'s pending mandates and/or sales',
  description: 'Sends a 6-digit code to the contact\'s mobile, valid 15 minutes, 5 tries. api.error.signature.mobile-required (no valid mobile), '
    + 'api.error.signature.foreign-target (a target of another contact), api.error.signature.target-not-pending (already signed); '
    + '429 api.error.signature.too-many-requests when the contact was sent 3 codes in the last 15 minutes (nothing is sent).',
  request: { body: json(signatureRequestBody) },
  responses: { 201: jsonContent(signatureRequestSchema, 'The signature request, pending'), ...writeErrors, ...errorResponses(429) },
});
const readRoute = apiRoute(partner, {
  method: 'get', path: '/signature_requests/{id}', tags, summary: 'Read a signature request',
  request: { params: idParam }, responses: { 200: jsonContent(signatureRequestSchema, 'The signature request'), ...errorResponses(400, 401, 403, 404) },
});
const transitionRoute = apiRoute(partner, {
  method: 'post', path: '/signature_requests/{id}/transitions', tags, summary: 'validate with the code the contact received: signs every target',
  description: 'Mandates become active (the contact\'s other active mandate in the club is revoked), sales get signedAt. '
    + 'api.error.signature.invalid-code (tries left in detail); api.error.signature.expired after 5 wrong codes or 15 minutes; '
    + 'api.error.signature.already-signed.',
  request: { params: idParam, body: json(signatureTransitionBody) },
  responses: { 200: jsonContent(signatureRequestSchema, 'The signed request'), ...writeErrors },
});

export function registerSignatureRequestRoutes(app: OpenAPIHono<ApiEnv>) {
  const token = (c: { get: (key: 'tenant') => { token: string } }) => c.get('tenant').token;
  app.openapi(createRoute, async (c) => {
    const { contactId, targetIds } = c.req.valid('json');
    const targets = targetIds.map((t) => ({ collection: t.collection as 'mandates' | 'sales', id: t.id }));
    const request = await createSignatureRequest({ ...c.get('ctx'), contactId, targets });
    return sendItem(c, serializeSignatureRequest(token(c), request), 201, { location: `/api${iri(token(c), 'signature_requests', request.id)}` });
  });
  app.openapi(readRoute, async (c) =>
    sendItem(c, serializeSignatureRequest(token(c), await getSignatureRequestOrThrow({ ...c.get('ctx'), signatureRequestId: c.req.valid('param').id }))));
  app.openapi(transitionRoute, async (c) => {
    const request = await validateSignatureRequest({ ...c.get('ctx'), signatureRequestId: c.req.valid('param').id, code: c.req.valid('json').code });
    return sendItem(c, serializeSignatureRequest(token(c), request));
  });
}

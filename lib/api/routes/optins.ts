import type { OpenAPIHono } from '@hono/zod-openapi';
import { getOptin } from '../../domain/consents/get-optin';
import { listOptins } from '../../domain/consents/list-optins';
import { updateOptin } from '../../domain/consents/update-optin';
import { refreshSaleContact } from '../../domain/sales/refresh-sale-contact';
import type { ApiEnv } from '../env';
import { problemResponse, validationHook, zodViolations } from '../errors';
import { sendCollection, sendItem } from '../hydra';
import { pageOf, pagingQuery } from '../paging';
import { idParam } from '../params';
import { apiRoute, collectionSchema, errorResponses, jsonContent } from '../route';
import { optinBody, optinFilters, optinSchema } from '../schemas/contacts';
import { serializeOptin } from '../serializers/contacts';

const partner = { scope: 'partner', contact: 'allow' } as const;

const list = apiRoute(partner, {
  method: 'get', path: '/optins', tags: ['Opt-ins'], summary: 'A contact\'s communication consents (12: 3 channels × 4 types)',
  request: { query: pagingQuery.extend(optinFilters.shape) },
  responses: { 200: jsonContent(collectionSchema('Optin', optinSchema), 'Opt-ins'), ...errorResponses(400, 401, 403, 404) },
});
const read = apiRoute(partner, {
  method: 'get', path: '/optins/{id}', tags: ['Opt-ins'], summary: 'One communication consent (a contact token: its own only)',
  request: { params: idParam },
  responses: { 200: jsonContent(optinSchema, 'The opt-in'), ...errorResponses(400, 401, 403, 404) },
});
const update = apiRoute(partner, {
  method: 'put', path: '/optins/{id}', tags: ['Opt-ins'], summary: 'Turn one consent on or off (`legal` cannot change; only isAuthorized)',
  request: { params: idParam, body: { required: true, content: { 'application/json': { schema: optinBody } } } },
  responses: { 200: jsonContent(optinSchema, 'The opt-in'), ...errorResponses(400, 401, 403, 404, 413, 415) },
});
const saleContact = apiRoute({ scope: 'partner', contact: 'allow' }, {
  method: 'put', path: '/sale/{id}/update_contact', tags: ['Sales'],
  summary: 'Refresh a sale\'s contact number and names from its contact (after a migration)',
  request: { params: idParam },
  responses: { 204: { description: 'Refreshed' }, ...errorResponses(401, 403, 404) },
});

/** Channel, type and contact are read-only: the spec names this refusal, so it gets its own code. */
function readOnlyFieldHook(result: Parameters<typeof validationHook>[0]): Response | undefined {
  if (!result.success && result.error && result.target === 'json') {
    const violations = zodViolations(result.error, result.data ?? {});
    if (violations.some((v) => v.code === 'unknown-field')) {
      return problemResponse('api.error.optin.read-only-field', 'Only isAuthorized can change.', violations);
    }
  }
  return validationHook(result);
}

export function registerOptinRoutes(app: OpenAPIHono<ApiEnv>) {
  app.openapi(list, async (c) => {
    const { contactId, channel, type, ...paging } = c.req.valid('query');
    const page = pageOf(paging);
    const result = await listOptins({ ...c.get('ctx'), ...(contactId ? { contactId } : {}), ...(channel ? { channel } : {}), ...(type ? { type } : {}), page });
    return sendCollection(c, 'Optin', result, page, (o) => serializeOptin(c.get('tenant').token, o));
  });

  app.openapi(read, async (c) => {
    const optin = await getOptin({ ...c.get('ctx'), optinId: c.req.valid('param').id });
    return sendItem(c, serializeOptin(c.get('tenant').token, optin));
  });

  app.openapi(update, async (c) => {
    const optin = await updateOptin({ ...c.get('ctx'), optinId: c.req.valid('param').id, isAuthorized: c.req.valid('json').isAuthorized });
    return sendItem(c, serializeOptin(c.get('tenant').token, optin));
  }, readOnlyFieldHook as never);

  app.openapi(saleContact, async (c) => {
    await refreshSaleContact({ ...c.get('ctx'), saleId: c.req.valid('param').id });
    return c.body(null, 204);
  });
}

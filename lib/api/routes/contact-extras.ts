// Tags and badges: the small resources around a contact (sources: routes/referentials.ts).
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { addContactTag } from '../../domain/contacts/add-contact-tag';
import { removeContactTag } from '../../domain/contacts/remove-contact-tag';
import { createBadge } from '../../domain/badges/create-badge';
import { deleteBadge } from '../../domain/badges/delete-badge';
import { disableBadge } from '../../domain/badges/disable-badge';
import { updateBadge } from '../../domain/badges/update-badge';
import { iri } from '../../iri';
import { tenantToken, type ApiEnv } from '../env';
import { sendItem } from '../hydra';
import { idParam } from '../params';
import { apiRoute, errorResponses, jsonContent } from '../route';
import { badgeCreateBody, badgePatchBody, badgeSchema, contactTagSchema, tagBody } from '../schemas/contacts';
import { serializeBadge, serializeTag } from '../serializers/contacts';

const writer = { scope: 'partner', contact: 'deny' } as const;
const json = <T>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });
const created = (c: Context<ApiEnv>, collection: string, id: number) => ({ location: `/api${iri(tenantToken(c), collection, id)}` });

const tagCreate = apiRoute(writer, {
  method: 'post', path: '/contact_tags', tags: ['Tags and badges'], summary: 'Tag a contact (a name starting with `blocking` blocks it)',
  request: { body: json(tagBody) },
  responses: { 201: jsonContent(contactTagSchema, 'The tag'), ...errorResponses(400, 401, 403, 413, 415, 422) },
});
const tagDelete = apiRoute(writer, {
  method: 'delete', path: '/contact_tags/{id}', tags: ['Tags and badges'], summary: 'Remove a tag', request: { params: idParam },
  responses: { 204: { description: 'Removed' }, ...errorResponses(401, 403, 404) },
});
const badgeCreate = apiRoute(writer, {
  method: 'post', path: '/identificators', tags: ['Tags and badges'], summary: 'Give a contact a badge or a qrcode (number generated when absent)', request: { body: json(badgeCreateBody) },
  responses: { 201: jsonContent(badgeSchema, 'The badge'), ...errorResponses(400, 401, 403, 413, 415, 422) },
});
const badgePatch = apiRoute(writer, {
  method: 'patch', path: '/identificators/{id}', tags: ['Tags and badges'], summary: 'Change a badge\'s number',
  request: { params: idParam, body: { required: true, content: { 'application/merge-patch+json': { schema: badgePatchBody }, 'application/json': { schema: badgePatchBody } } } },
  responses: { 200: jsonContent(badgeSchema, 'The badge'), ...errorResponses(400, 401, 403, 404, 413, 415) },
});
const badgeDelete = apiRoute(writer, {
  method: 'delete', path: '/identificators/{id}', tags: ['Tags and badges'], summary: 'Delete a badge', request: { params: idParam },
  responses: { 204: { description: 'Deleted' }, ...errorResponses(401, 403, 404) },
});
const badgeDisable = apiRoute(writer, {
  method: 'post', path: '/identificators/{id}/disable', tags: ['Tags and badges'], summary: 'Disable a badge', request: { params: idParam },
  responses: { 200: jsonContent(badgeSchema, 'The disabled badge'), ...errorResponses(400, 401, 403, 404) },
});

export function registerContactExtraRoutes(app: OpenAPIHono<ApiEnv>) {
  app.openapi(tagCreate, async (c) => {
    const tag = await addContactTag({ ...c.get('ctx'), input: c.req.valid('json') });
    return sendItem(c, serializeTag(c.get('tenant').token, tag), 201, created(c, 'contact_tags', tag.id));
  });
  app.openapi(tagDelete, async (c) => {
    await removeContactTag({ ...c.get('ctx'), tagId: c.req.valid('param').id });
    return c.body(null, 204);
  });
  app.openapi(badgeCreate, async (c) => {
    const { targetId, number, type } = c.req.valid('json');
    const badge = await createBadge({ ...c.get('ctx'), contactId: targetId, number, type });
    return sendItem(c, serializeBadge(c.get('tenant').token, badge), 201, created(c, 'identificators', badge.id));
  });
  app.openapi(badgePatch, async (c) => {
    const badge = await updateBadge({ ...c.get('ctx'), badgeId: c.req.valid('param').id, number: c.req.valid('json').number });
    return sendItem(c, serializeBadge(c.get('tenant').token, badge));
  });
  app.openapi(badgeDelete, async (c) => {
    await deleteBadge({ ...c.get('ctx'), badgeId: c.req.valid('param').id });
    return c.body(null, 204);
  });
  app.openapi(badgeDisable, async (c) => {
    const badge = await disableBadge({ ...c.get('ctx'), badgeId: c.req.valid('param').id });
    return sendItem(c, serializeBadge(c.get('tenant').token, badge));
  });
}

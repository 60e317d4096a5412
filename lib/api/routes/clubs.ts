import type { OpenAPIHono } from '@hono/zod-openapi';
import type { ClubPatch } from '../../domain/tenancy/club-settings-schema';
import { getClubOrThrow } from '../../domain/tenancy/get-club';
import { listClubs } from '../../domain/tenancy/list-clubs';
import { updateClub } from '../../domain/tenancy/update-club';
import type { ApiEnv } from '../env';
import { sendCollection, sendItem } from '../hydra';
import { pageOf, pagingQuery } from '../paging';
import { idParam } from '../params';
import { apiRoute, collectionSchema, errorResponses, jsonContent } from '../route';
import { clubPatchBody, clubSchema, type ClubPatchBody } from '../schemas/tenancy';
import { serializeClub } from '../serializers/tenancy';

const list = apiRoute({ scope: 'partner', contact: 'allow' }, {
  method: 'get', path: '/clubs', tags: ['Clubs'], summary: 'List the clubs of the tenant',
  request: { query: pagingQuery },
  responses: { 200: jsonContent(collectionSchema('Club', clubSchema), 'Clubs'), ...errorResponses(400, 401, 403) },
});

const read = apiRoute({ scope: 'partner', contact: 'allow' }, {
  method: 'get', path: '/clubs/{id}', tags: ['Clubs'], summary: 'Read a club',
  request: { params: idParam },
  responses: { 200: jsonContent(clubSchema, 'The club'), ...errorResponses(401, 403, 404) },
});

const patch = apiRoute({ scope: 'admin', contact: 'deny' }, {
  method: 'patch', path: '/clubs/{id}', tags: ['Clubs'], summary: 'Change a club\'s settings (admin)',
  request: {
    params: idParam,
    body: { required: true, content: { 'application/merge-patch+json': { schema: clubPatchBody }, 'application/json': { schema: clubPatchBody } } },
  },
  responses: { 200: jsonContent(clubSchema, 'The changed club'), ...errorResponses(400, 401, 403, 404, 413, 415) },
});

/** The API's IRIs, read as the domain's ids. */
function toDomainPatch(body: ClubPatchBody): ClubPatch {
  const { sharingBookingClubs, onlineCancellation, defaultCancellationMotive, ...rest } = body;
  const result: ClubPatch = { ...rest };
  if (defaultCancellationMotive !== undefined) result.defaultCancellationMotiveId = defaultCancellationMotive;
  if (sharingBookingClubs === null) result.sharingBookingClubs = [];
  if (sharingBookingClubs) {
    result.sharingBookingClubs = sharingBookingClubs.map((ref) => ({ kind: ref.collection === 'clubs' ? 'club' : 'node', id: ref.id }));
  }
  if (onlineCancellation) {
    const { includedCancellationMotives, ...settings } = onlineCancellation;
    result.onlineCancellation = {
      ...settings,
      ...(includedCancellationMotives ? { includedCancellationMotiveIds: includedCancellationMotives } : {}),
    };
  }
  return result;
}

export function registerClubRoutes(app: OpenAPIHono<ApiEnv>) {
  app.openapi(list, async (c) => {
    const page = pageOf(c.req.valid('query'));
    const clubs = await listClubs({ ...c.get('ctx'), page });
    return sendCollection(c, 'Club', clubs, page, (club) => serializeClub(c.get('ctx'), club));
  });

  app.openapi(read, async (c) => {
    const club = await getClubOrThrow(c.get('ctx'), c.req.valid('param').id);
    return sendItem(c, serializeClub(c.get('ctx'), club));
  });

  app.openapi(patch, async (c) => {
    const club = await updateClub({ ...c.get('ctx'), clubId: c.req.valid('param').id, patch: toDomainPatch(c.req.valid('json')) });
    return sendItem(c, serializeClub(c.get('ctx'), club));
  });
}

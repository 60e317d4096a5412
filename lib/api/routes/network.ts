import type { OpenAPIHono } from '@hono/zod-openapi';
import { getNetworkNode } from '../../domain/tenancy/get-network-node';
import { listNetworkNodes } from '../../domain/tenancy/list-network-nodes';
import { listNetworkClubs, listSharingBookingClubs } from '../../domain/tenancy/list-sharing-booking-clubs';
import { requireActingClub } from '../../domain/tenancy/resolve-acting-club';
import type { ApiEnv } from '../env';
import { sendCollection, sendItem } from '../hydra';
import { iriId } from '../iri-field';
import { pageOf, pagingQuery } from '../paging';
import { idParam } from '../params';
import { apiRoute, collectionSchema, errorResponses, jsonContent } from '../route';
import { clubSchema, networkNodeSchema } from '../schemas/tenancy';
import { serializeClub, serializeNetworkNode } from '../serializers/tenancy';

// The tenant's whole network (every club's node): not for a club-bound token.
const nodes = apiRoute({ scope: 'partner', contact: 'allow', tenantWide: true }, {
  method: 'get', path: '/network_nodes', tags: ['Network'],
  summary: 'The network, flat: every node at the root, children as IRIs (release 6.5.0); `clubId` keeps the club\'s own node',
  request: {
    query: pagingQuery.extend({
      clubId: iriId('clubs', '/demo/clubs/1').optional().openapi({ param: { name: 'clubId', in: 'query' } }),
    }),
  },
  responses: { 200: jsonContent(collectionSchema('NetworkNode', networkNodeSchema), 'Network nodes'), ...errorResponses(400, 401, 403) },
});

// One node, as partners' clients read it (docs/decisions.md, "Partner client conventions"); the same
// access as the list.
const node = apiRoute({ scope: 'partner', contact: 'allow', tenantWide: true }, {
  method: 'get', path: '/network_nodes/{id}', tags: ['Network'], summary: 'Read a network node', request: { params: idParam },
  responses: { 200: jsonContent(networkNodeSchema, 'The node'), ...errorResponses(400, 401, 403, 404) },
});

const networkClubs = (path: string, hide: boolean) => apiRoute({ scope: 'partner', contact: 'allow' }, {
  method: 'get', path, tags: ['Network'], hide,
  summary: 'The acting club and the clubs it shares bookings with (open booking)',
  description: 'The acting club comes from x-user-club-id, else the token\'s club or contact, else the tenant\'s only club.',
  request: { query: pagingQuery },
  responses: { 200: jsonContent(collectionSchema('Club', clubSchema), 'Clubs'), ...errorResponses(400, 401, 403) },
});

const sharingBooking = apiRoute({ scope: 'partner', contact: 'allow' }, {
  method: 'get', path: '/club_network_domain/sharingBooking', tags: ['Network'],
  summary: 'The unitary clubs a club shares bookings with (groups expanded, the club itself excluded)',
  request: {
    query: pagingQuery.extend({
      clubId: iriId('clubs', '/demo/clubs/1').openapi({ param: { name: 'clubId', in: 'query' } }),
    }),
  },
  responses: { 200: jsonContent(collectionSchema('Club', clubSchema), 'Clubs'), ...errorResponses(400, 401, 403, 404) },
});

export function registerNetworkRoutes(app: OpenAPIHono<ApiEnv>) {
  app.openapi(nodes, async (c) => {
    const query = c.req.valid('query');
    const page = pageOf(query);
    const result = await listNetworkNodes({ ...c.get('ctx'), page, ...(query.clubId !== undefined ? { ofClubId: query.clubId } : {}) });
    return sendCollection(c, 'NetworkNode', result, page, (node) => serializeNetworkNode(c.get('ctx'), node));
  });

  app.openapi(node, async (c) => sendItem(c, serializeNetworkNode(c.get('ctx'), await getNetworkNode({ ...c.get('ctx'), id: c.req.valid('param').id }))));

  // The spec writes `/club_network/clubs/` with its trailing slash; both spellings answer.
  for (const [path, hide] of [['/club_network/clubs/', false], ['/club_network/clubs', true]] as const) {
    app.openapi(networkClubs(path, hide), async (c) => {
      const page = pageOf(c.req.valid('query'));
      const clubId = await requireActingClub(c.get('ctx'));
      const result = await listNetworkClubs({ ...c.get('ctx'), clubId, page });
      return sendCollection(c, 'Club', result, page, (club) => serializeClub(c.get('ctx'), club));
    });
  }

  app.openapi(sharingBooking, async (c) => {
    const query = c.req.valid('query');
    const page = pageOf(query);
    const result = await listSharingBookingClubs({ ...c.get('ctx'), clubId: query.clubId, page });
    return sendCollection(c, 'Club', result, page, (club) => serializeClub(c.get('ctx'), club));
  });
}


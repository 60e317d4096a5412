import { and, asc, count, eq, sql } from 'drizzle-orm';
import { preparedStatement } from '../../db/prepared';
import { networkNodes, type NetworkNode } from '../../db/schema';
import type { OperationContext } from '../context';
import { fetchPage, type Page, type PageRequest } from '../paging';

export type NetworkNodeWithChildren = NetworkNode & { childIds: number[] };

const ofTenant = eq(networkNodes.tenantId, sql.placeholder('tenantId'));
// Each node with its children's ids in one row (qualified names: see contacts/tags-json.ts).
const childIds = sql<number[]>`coalesce((SELECT array_agg(c.id ORDER BY c.id) FROM network_nodes c
  WHERE c.tenant_id = "network_nodes"."tenant_id" AND c.parent_id = "network_nodes"."id"), '{}')`;
const pageStatement = preparedStatement('network_nodes_page', (db, name) => db.select({ node: networkNodes, childIds }).from(networkNodes)
  .where(ofTenant).orderBy(asc(networkNodes.id)).limit(sql.placeholder('limit')).offset(sql.placeholder('offset')).prepare(name));
const countStatement = preparedStatement('network_nodes_count', (db, name) => db.select({ n: count() }).from(networkNodes)
  .where(ofTenant).prepare(name));

// `?clubId=`: the club's own node(s), as partners' clients look up the node header of a club.
const ofClub = and(ofTenant, eq(networkNodes.clubId, sql.placeholder('clubId')));
const clubPageStatement = preparedStatement('network_nodes_club_page', (db, name) => db.select({ node: networkNodes, childIds }).from(networkNodes)
  .where(ofClub).orderBy(asc(networkNodes.id)).limit(sql.placeholder('limit')).offset(sql.placeholder('offset')).prepare(name));
const clubCountStatement = preparedStatement('network_nodes_club_count', (db, name) => db.select({ n: count() }).from(networkNodes)
  .where(ofClub).prepare(name));

/** The tenant's network, flat (release 6.5.0): every node at the root, children as ids; or one club's nodes. */
export async function listNetworkNodes(ctx: OperationContext & { page: PageRequest; ofClubId?: number }): Promise<Page<NetworkNodeWithChildren>> {
  const tenantId = ctx.tenant.id;
  const clubId = ctx.ofClubId;
  const found = clubId === undefined
    ? await fetchPage(ctx.page,
      async (limit, offset) => (await pageStatement()).execute({ tenantId, limit, offset }),
      async () => (await countStatement()).execute({ tenantId }))
    : await fetchPage(ctx.page,
      async (limit, offset) => (await clubPageStatement()).execute({ tenantId, clubId, limit, offset }),
      async () => (await clubCountStatement()).execute({ tenantId, clubId }));
  return { ...found, items: found.items.map(({ node, childIds: ids }) => ({ ...node, childIds: ids.map(Number) })) };
}

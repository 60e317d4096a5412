import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { networkNodes } from '../../db/schema';
import type { OperationContext } from '../context';
import { notFound } from '../errors';
import type { NetworkNodeWithChildren } from './list-network-nodes';

/** GET /network_nodes/{id}: one node of the tenant's network, its children as ids (as in the list). */
export async function getNetworkNode(ctx: OperationContext & { id: number }): Promise<NetworkNodeWithChildren> {
  const db = await getDb();
  const [row] = await db.select({
    node: networkNodes,
    childIds: sql<number[]>`coalesce((SELECT array_agg(c.id ORDER BY c.id) FROM network_nodes c
      WHERE c.tenant_id = "network_nodes"."tenant_id" AND c.parent_id = "network_nodes"."id"), '{}')`,
  }).from(networkNodes).where(and(eq(networkNodes.tenantId, ctx.tenant.id), eq(networkNodes.id, ctx.id))).limit(1);
  if (!row) throw notFound('Network node');
  return { ...row.node, childIds: row.childIds.map(Number) };
}

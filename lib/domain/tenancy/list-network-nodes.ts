import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { networkNodes, type NetworkNode } from '../../db/schema';
import type { OperationContext } from '../context';
import { fetchPage, type Page, type PageRequest } from '../paging';

export type NetworkNodeWithChildren = NetworkNode & { childIds: number[] };

/** The tenant's network, flat (release 6.5.0): every node at the root, children as ids. */
export async function listNetworkNodes(ctx: OperationContext & { page: PageRequest }): Promise<Page<NetworkNodeWithChildren>> {
  const db = await getDb();
  const where = eq(networkNodes.tenantId, ctx.tenant.id);
  const found = await fetchPage(ctx.page,
    (limit, offset) => db.select().from(networkNodes).where(where).orderBy(asc(networkNodes.id)).limit(limit).offset(offset),
    () => db.select({ n: count() }).from(networkNodes).where(where));
  const ids = found.items.map((r) => r.id);
  const children = ids.length === 0 ? [] : await db
    .select({ id: networkNodes.id, parentId: networkNodes.parentId }).from(networkNodes)
    .where(and(where, inArray(networkNodes.parentId, ids))).orderBy(asc(networkNodes.id));
  const byParent = new Map<number, number[]>();
  for (const child of children) {
    const list = byParent.get(child.parentId!) ?? [];
    list.push(child.id);
    byParent.set(child.parentId!, list);
  }
  return { ...found, items: found.items.map((node) => ({ ...node, childIds: byParent.get(node.id) ?? [] })) };
}

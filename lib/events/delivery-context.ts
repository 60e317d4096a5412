import { and, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { networkNodes, tenants, webhookEndpoints, type WebhookEndpoint } from '../db/schema';

/** What posting a tenant's events needs: its token (for IRIs), endpoint, and each club's network node. */
export interface DeliveryContext {
  tenantToken: string;
  endpoint: WebhookEndpoint | null;
  hasNetwork: boolean;
  nodeOfClub: Map<number, number>;
}

export async function loadDeliveryContext(db: Executor, tenantId: number): Promise<DeliveryContext> {
  const [[tenant], [endpoint], nodes] = await Promise.all([
    db.select({ token: tenants.token }).from(tenants).where(eq(tenants.id, tenantId)).limit(1),
    db.select().from(webhookEndpoints).where(eq(webhookEndpoints.tenantId, tenantId)).limit(1),
    db.select({ id: networkNodes.id, clubId: networkNodes.clubId }).from(networkNodes)
      .where(and(eq(networkNodes.tenantId, tenantId), isNotNull(networkNodes.clubId))),
  ]);
  return {
    tenantToken: tenant?.token ?? '',
    endpoint: endpoint ?? null,
    hasNetwork: nodes.length > 0,
    nodeOfClub: new Map(nodes.map((n) => [n.clubId!, n.id])),
  };
}

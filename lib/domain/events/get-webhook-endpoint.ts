import { eq } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { webhookEndpoints, type WebhookEndpoint } from '../../db/schema';
import type { OperationContext } from '../context';
import { notFound } from '../errors';

export async function findWebhookEndpoint({ tenant }: OperationContext): Promise<WebhookEndpoint | null> {
  const db = await getDb();
  const [endpoint] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.tenantId, tenant.id)).limit(1);
  return endpoint ?? null;
}

export async function getWebhookEndpointOrThrow(ctx: OperationContext): Promise<WebhookEndpoint> {
  const endpoint = await findWebhookEndpoint(ctx);
  if (!endpoint) throw notFound('Webhook endpoint');
  return endpoint;
}

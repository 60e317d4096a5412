import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { webhookDeliveries, type DeliveryStatus, type WebhookDelivery } from '../../db/schema';
import type { OperationContext } from '../context';
import { fetchPage, type Page, type PageRequest } from '../paging';

/** The delivery log, newest first, optionally one event and one status. */
export async function listWebhookDeliveries(
  ctx: OperationContext & { event?: string; status?: DeliveryStatus; page: PageRequest },
): Promise<Page<WebhookDelivery>> {
  const db = await getDb();
  const filters: SQL[] = [eq(webhookDeliveries.tenantId, ctx.tenant.id)];
  if (ctx.event) filters.push(eq(webhookDeliveries.event, ctx.event));
  if (ctx.status) filters.push(eq(webhookDeliveries.status, ctx.status));
  const where = and(...filters);
  return fetchPage(ctx.page,
    (limit, offset) => db.select().from(webhookDeliveries).where(where).orderBy(desc(webhookDeliveries.id)).limit(limit).offset(offset),
    () => db.select({ n: count() }).from(webhookDeliveries).where(where));
}

import { and, eq, max } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { webhookDeliveries, webhookEndpoints, type WebhookDelivery } from '../../db/schema';
import { now } from '../../time/clock';
import { assertStaffRole, WEBHOOK_ROLES } from '../auth/assert-staff-role';
import type { OperationContext } from '../context';
import { DomainError, notFound } from '../errors';

/** Queues the event of a delivery again, as a new attempt with the same webhook-id (receivers can de-duplicate). */
export async function redeliverWebhookDelivery(ctx: OperationContext & { deliveryId: number }): Promise<WebhookDelivery> {
  assertStaffRole(ctx.actor, WEBHOOK_ROLES, 'Only the owner can redeliver an event: webhooks are the owner\'s.');
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [delivery] = await tx.select().from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.tenantId, ctx.tenant.id), eq(webhookDeliveries.id, ctx.deliveryId))).limit(1);
    if (!delivery) throw notFound('Delivery');
    const [endpoint] = await tx.select().from(webhookEndpoints).where(eq(webhookEndpoints.tenantId, ctx.tenant.id)).limit(1);
    if (!endpoint?.enabled) throw new DomainError('api.error.webhook.endpoint-disabled', 'Set and enable the webhook endpoint first.');
    const [last] = await tx.select({ attempt: max(webhookDeliveries.attempt) }).from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.tenantId, ctx.tenant.id), eq(webhookDeliveries.webhookId, delivery.webhookId)));
    const [queued] = await tx.insert(webhookDeliveries).values({
      tenantId: ctx.tenant.id, seq: delivery.seq, webhookId: delivery.webhookId, event: delivery.event,
      resource: delivery.resource, url: endpoint.url, attempt: (last?.attempt ?? delivery.attempt) + 1, dueAt: now(),
    }).returning();
    return queued!;
  });
}

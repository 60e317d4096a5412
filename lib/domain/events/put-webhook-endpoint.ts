import { eq } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { webhookEndpoints, type RetryPolicy, type WebhookEndpoint } from '../../db/schema';
import { newWebhookSecret } from '../../events/signature';
import { now } from '../../time/clock';
import { assertStaffRole, WEBHOOK_ROLES } from '../auth/assert-staff-role';
import type { OperationContext } from '../context';
import { checkWebhookUrl } from './check-webhook-url';

export interface WebhookEndpointInput {
  url: string;
  enabled?: boolean;
  retryPolicy?: RetryPolicy;
  rotateSecret?: boolean;
}

/** Sets the tenant's one webhook URL. The secret is returned only when it is new (first set or rotated). */
export async function putWebhookEndpoint(
  ctx: OperationContext & { input: WebhookEndpointInput },
): Promise<{ endpoint: WebhookEndpoint; newSecret: string | null }> {
  const { tenant, actor, input } = ctx;
  assertStaffRole(actor, WEBHOOK_ROLES, 'Only the owner can change the webhook endpoint.');
  const url = await checkWebhookUrl(input.url);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(webhookEndpoints).where(eq(webhookEndpoints.tenantId, tenant.id)).for('update').limit(1);
    const newSecret = !current || input.rotateSecret ? newWebhookSecret() : null;
    const values = {
      url,
      enabled: input.enabled ?? current?.enabled ?? true,
      retryPolicy: input.retryPolicy ?? current?.retryPolicy ?? 'none',
      secret: newSecret ?? current!.secret,
      updatedAt: now(),
    };
    const [endpoint] = current
      ? await tx.update(webhookEndpoints).set(values).where(eq(webhookEndpoints.tenantId, tenant.id)).returning()
      : await tx.insert(webhookEndpoints).values({ tenantId: tenant.id, ...values }).returning();
    return { endpoint: endpoint!, newSecret };
  });
}

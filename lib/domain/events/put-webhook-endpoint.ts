import { eq, sql } from 'drizzle-orm';
import { getDb, type Executor } from '../../db/client';
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

/**
 * An endpoint set, or enabled again, receives what happens from then on (docs/decisions.md, Events): the
 * delivery cursor moves past the events already written. The worker passes such events over by itself
 * when it runs between them and the endpoint; this holds it also when it did not (events written by a
 * seed or an import, or while the workers were stopped), which once sent a new URL a tenant's old events.
 * An event whose transaction is still open takes a later number and is delivered.
 */
async function passOverEarlierEvents(tx: Executor, tenantId: number): Promise<void> {
  await tx.execute(sql`
    INSERT INTO delivery_cursors (tenant_id, dispatched_seq)
    SELECT tenant_id, last_seq FROM event_sequences WHERE tenant_id = ${tenantId}
    ON CONFLICT (tenant_id) DO UPDATE SET dispatched_seq = GREATEST(delivery_cursors.dispatched_seq, excluded.dispatched_seq)`);
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
    if (values.enabled && !current?.enabled) await passOverEarlierEvents(tx, tenant.id);
    return { endpoint: endpoint!, newSecret };
  });
}

import { desc, eq } from 'drizzle-orm';
import { config } from '../../config';
import { getDb } from '../../db/client';
import { sandboxWebhookReceipts, webhookEndpoints } from '../../db/schema';
import { verifySignature } from '../../events/signature';
import type { TenantRef } from '../context';
import { DomainError } from '../errors';

/** The sandbox's built-in receiver: keeps what arrived and whether its signature checks out. */
export async function receiveSandboxWebhook(input: { tenant: TenantRef; headers: Record<string, string>; body: string }): Promise<void> {
  if (!config.isSandbox) throw new DomainError('api.error.not-found', 'The built-in receiver exists only in the sandbox.');
  const db = await getDb();
  const [endpoint] = await db.select({ secret: webhookEndpoints.secret }).from(webhookEndpoints)
    .where(eq(webhookEndpoints.tenantId, input.tenant.id)).limit(1);
  const { headers, body } = input;
  const timestamp = Number(headers['webhook-timestamp']);
  const signatureValid = Boolean(endpoint && headers['webhook-id'] && Number.isFinite(timestamp)
    && verifySignature(endpoint.secret, headers['webhook-id']!, timestamp, body, headers['webhook-signature'] ?? ''));
  let event: string | null = null;
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && typeof (parsed as { event?: unknown }).event === 'string') {
      event = (parsed as { event: string }).event;
    }
  } catch {
    event = null;
  }
  // Text PostgreSQL cannot store (NUL) is kept escaped: the receiver shows what came, it never fails on it.
  const storable = body.slice(0, 65_536).replaceAll('\u0000', '\\u0000');
  await db.insert(sandboxWebhookReceipts).values({ tenantId: input.tenant.id, event, headers, body: storable, signatureValid });
}

export async function listSandboxWebhookReceipts(input: { tenant: TenantRef; limit: number }) {
  const db = await getDb();
  return db.select().from(sandboxWebhookReceipts).where(eq(sandboxWebhookReceipts.tenantId, input.tenant.id))
    .orderBy(desc(sandboxWebhookReceipts.id)).limit(input.limit);
}

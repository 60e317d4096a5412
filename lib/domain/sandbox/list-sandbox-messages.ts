import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { config } from '../../config';
import { getDb } from '../../db/client';
import { sandboxMessages, type SandboxMessage } from '../../db/schema';
import { deliverPendingMessages } from '../../messages/deliver-messages';
import type { TenantRef } from '../context';
import { DomainError } from '../errors';
import { fetchPage, type Page, type PageRequest } from '../paging';

/**
 * What the sandbox providers "sent", newest first, optionally to one address or number. Newest is
 * the order of sending (the id): a message's time comes from the app clock, which tests may move.
 */
export async function listSandboxMessages(input: { tenant: TenantRef; to?: string; page: PageRequest }): Promise<Page<SandboxMessage>> {
  if (!config.isSandbox) throw new DomainError('api.error.not-found', 'Sandbox messages exist only in the sandbox.');
  // The tenant's due messages leave the outbox first, as a phone fetches its mail: whoever reads the
  // inbox right after an operation (a browser test, a person trying the demo) never races the worker.
  await deliverPendingMessages({ tenantIds: [input.tenant.id] });
  const db = await getDb();
  const filters: SQL[] = [eq(sandboxMessages.tenantId, input.tenant.id)];
  if (input.to) filters.push(eq(sandboxMessages.to, input.to.includes('@') ? input.to.toLowerCase() : input.to));
  const where = and(...filters);
  return fetchPage(input.page,
    (limit, offset) => db.select().from(sandboxMessages).where(where)
      .orderBy(desc(sandboxMessages.id)).limit(limit).offset(offset),
    () => db.select({ n: count() }).from(sandboxMessages).where(where));
}

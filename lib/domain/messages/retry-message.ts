import { and, eq, inArray } from 'drizzle-orm';
import { inTransaction } from '../../db/transaction';
import { messageOutbox } from '../../db/schema';
import { now } from '../../time/clock';
import type { TenantRef } from '../context';
import { DomainError } from '../errors';

/**
 * "Retry now" (staff): a failed or pending message is due at once. A failed one gets one more
 * attempt (its count stays past the limit, so failing again fails it again); a sent one is refused.
 */
export async function retryMessage(input: { tenant: TenantRef; messageId: number }): Promise<void> {
  await inTransaction(async (tx) => {
    const [updated] = await tx.update(messageOutbox).set({ state: 'pending', nextAttemptAt: now() })
      .where(and(eq(messageOutbox.tenantId, input.tenant.id), eq(messageOutbox.id, input.messageId), inArray(messageOutbox.state, ['pending', 'failed'])))
      .returning({ id: messageOutbox.id });
    if (!updated) throw new DomainError('api.error.not-found', 'No failed or pending message has this id.');
  });
}

// A newer payable object for the same incidents or sales replaces the earlier open ones (CONTRACT
// §9.6): a member who opens the payment page twice, or a partner who retries without a key, must not
// be charged twice for one debt.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/raw';
import type { PayableObjectKind } from '../../db/schema';
import { now } from '../../time/clock';

export interface ReplacedPayment {
  provider: string;
  reference: string;
}

/**
 * Cancels the contact's `requested` payable objects that pay any of these targets, in the caller's
 * transaction (which holds the targets' locks); answers their provider payments, to withdraw after
 * commit (a provider is another system: it is never called inside a database transaction).
 */
export async function cancelReplacedPayableObjects(
  tx: Executor, input: { tenantId: number; contactId: number; kind: PayableObjectKind; targetIds: number[] },
): Promise<ReplacedPayment[]> {
  if (input.kind === 'web_wallet' || input.targetIds.length === 0) return [];
  const rows = await queryRows<{ provider: string; provider_reference: string }>(tx, sql`
    UPDATE payable_objects SET state = 'canceled', completed_at = ${now().toISOString()}::timestamptz
    WHERE tenant_id = ${input.tenantId} AND contact_id = ${input.contactId} AND kind = ${input.kind} AND state = 'requested'
      AND target_ids ?| ${`{${input.targetIds.join(',')}}`}::text[]
    RETURNING provider, provider_reference`);
  return rows.map((r) => ({ provider: r.provider, reference: r.provider_reference }));
}

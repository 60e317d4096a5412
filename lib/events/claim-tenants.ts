import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { queryRows } from '../db/raw';

export const LEASE_MS = 30_000;

/**
 * Leases up to `limit` tenants that have events to dispatch or deliveries due. The upsert is the
 * lock: of two workers racing for a tenant, the second re-checks the lease after the first commits
 * and finds it taken, so a tenant is delivered by one process at a time, in order.
 */
export async function claimTenants(
  db: Executor, owner: string, now: Date, limit: number, only?: number[],
): Promise<number[]> {
  const scope = only ? sql`s.tenant_id = ANY(${`{${only.join(',')}}`}::int[]) AND` : sql``;
  const until = new Date(now.getTime() + LEASE_MS);
  const rows = await queryRows<{ tenant_id: number }>(db, sql`
    INSERT INTO delivery_cursors AS c (tenant_id, lease_owner, lease_until)
    SELECT s.tenant_id, ${owner}, ${until.toISOString()}::timestamptz FROM event_sequences s
      LEFT JOIN delivery_cursors c0 ON c0.tenant_id = s.tenant_id
      WHERE ${scope} (c0.tenant_id IS NULL OR (c0.lease_until < ${now.toISOString()}::timestamptz AND (
        s.last_seq > c0.dispatched_seq OR EXISTS (
          SELECT 1 FROM webhook_deliveries d WHERE d.tenant_id = s.tenant_id AND d.status = 'pending'
            AND d.due_at <= ${now.toISOString()}::timestamptz))))
      ORDER BY c0.lease_until NULLS FIRST
      LIMIT ${limit}
    ON CONFLICT (tenant_id) DO UPDATE SET lease_owner = EXCLUDED.lease_owner, lease_until = EXCLUDED.lease_until
      WHERE c.lease_until < ${now.toISOString()}::timestamptz
    RETURNING tenant_id`);
  return rows.map((r) => Number(r.tenant_id));
}

/** Extends the lease while a batch is still being delivered; false if the lease was lost. */
export async function renewLease(db: Executor, tenantId: number, owner: string, now: Date): Promise<boolean> {
  const until = new Date(now.getTime() + LEASE_MS);
  const rows = await queryRows<{ tenant_id: number }>(db, sql`
    UPDATE delivery_cursors SET lease_until = ${until.toISOString()}::timestamptz
    WHERE tenant_id = ${tenantId} AND lease_owner = ${owner} RETURNING tenant_id`);
  return rows.length === 1;
}

export async function releaseLease(db: Executor, tenantId: number, owner: string): Promise<void> {
  await db.execute(sql`
    UPDATE delivery_cursors SET lease_owner = NULL, lease_until = 'epoch'
    WHERE tenant_id = ${tenantId} AND lease_owner = ${owner}`);
}

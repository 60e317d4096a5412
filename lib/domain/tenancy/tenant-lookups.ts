// Keys that come before their tenant (an OAuth client id, a provider's payment reference or token):
// unique across tenants and mapped to their tenant in tenant_lookups, so each tenant's own rows are
// keyed and read by (tenant_id, key) (docs/decisions.md, "Distributing by tenant").
import { and, eq } from 'drizzle-orm';
import { getDb, type Executor } from '../../db/client';
import { tenantLookups, type TenantLookupKind } from '../../db/schema';

export interface GlobalKey {
  kind: TenantLookupKind;
  /** The payment provider, for a payment_reference (unique per provider). */
  provider?: string;
  key: string;
}

/**
 * Records that these keys are the tenant's. Called in the transaction that writes the row they
 * name, so neither exists without the other. A key already taken (by any tenant) fails on
 * tenant_lookups' primary key, a unique violation, as the row's unique index did when it was global.
 */
export async function recordGlobalKeys(tx: Executor, tenantId: number, keys: GlobalKey[]): Promise<void> {
  await tx.insert(tenantLookups).values(keys.map((k) => ({ kind: k.kind, provider: k.provider ?? '', key: k.key, tenantId })));
}

/** The tenant whose key this is, or undefined: one primary-key read, before reading the row with its tenant_id. */
export async function tenantOfKey(key: GlobalKey, executor?: Executor): Promise<number | undefined> {
  const db = executor ?? (await getDb());
  const [row] = await db.select({ tenantId: tenantLookups.tenantId }).from(tenantLookups).where(and(
    eq(tenantLookups.kind, key.kind), eq(tenantLookups.provider, key.provider ?? ''), eq(tenantLookups.key, key.key),
  )).limit(1);
  return row?.tenantId;
}

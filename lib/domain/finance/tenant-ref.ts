import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { tenants } from '../../db/schema';
import type { TenantRef } from '../context';

/** The tenant's reference (its token names the events' IRIs), for operations called with a tenant id. */
export async function tenantRefOf(db: Executor, tenantId: number): Promise<TenantRef> {
  const [row] = await db.select({ id: tenants.id, token: tenants.token, name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId)).limit(1);
  if (!row) throw new Error(`Tenant ${tenantId} does not exist`);
  return row;
}

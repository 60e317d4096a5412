import { eq } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { tenants } from '../../db/schema';
import type { TenantRef } from '../context';

// Tenant tokens never change once issued, so a resolved tenant is kept for the life of the process;
// unknown tokens are not cached (a tenant created by another process is found on the next call).
const cache = new Map<string, TenantRef>();

/** Path segments under /api that are routes, not tenants. */
export const RESERVED_TENANT_TOKENS = new Set(['oauth', 'docs', 'openapi.json', 'webhooks', 'auth', 'contexts', 'health', 'pay', 'api', 'admin', '_next']);

/** The characters an IRI allows in a token (lib/iri.ts): anything else names no tenant and is not looked up. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{1,100}$/;

export async function findTenantByToken(token: string): Promise<TenantRef | null> {
  const cached = cache.get(token);
  if (cached) return cached;
  if (!TOKEN_SHAPE.test(token) || RESERVED_TENANT_TOKENS.has(token)) return null;
  const db = await getDb();
  const [row] = await db.select({ id: tenants.id, token: tenants.token, name: tenants.name })
    .from(tenants).where(eq(tenants.token, token)).limit(1);
  if (!row) return null;
  cache.set(token, row);
  return row;
}

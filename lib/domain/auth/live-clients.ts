import { and, eq, isNull } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { apiClients } from '../../db/schema';

// A revoked client's tokens stop working, not only its requests for new ones: every call checks that
// the token's client is still live. Tokens are stateless JWTs, so this is a read; it is remembered per
// client for LIVE_FOR_MS, which bounds how long a revocation takes to reach every process (one query
// per client per 15 s), while the process that revokes forgets at once. The memory is kept on
// globalThis: server.ts's API and Next's pages load two copies of lib/ in one process, and a
// revocation from the back office must reach the API's copy.
const LIVE_FOR_MS = 15_000;
const KEY = Symbol.for('club-management.live-api-clients');
type LiveMemory = Map<string, number>;
const memory: LiveMemory = ((globalThis as Record<symbol, unknown>)[KEY] as LiveMemory | undefined)
  ?? ((globalThis as Record<symbol, unknown>)[KEY] = new Map<string, number>()) as LiveMemory;

const keyOf = (tenantId: number, clientId: string) => `${tenantId}:${clientId}`;

/** Whether the client a token names exists in its tenant and is not revoked. */
export async function clientIsLive(tenantId: number, clientId: string): Promise<boolean> {
  const key = keyOf(tenantId, clientId);
  const until = memory.get(key);
  if (until !== undefined && until > Date.now()) return true;
  const db = await getDb();
  const [row] = await db.select({ id: apiClients.id }).from(apiClients)
    .where(and(eq(apiClients.tenantId, tenantId), eq(apiClients.clientId, clientId), isNull(apiClients.revokedAt))).limit(1);
  if (row) memory.set(key, Date.now() + LIVE_FOR_MS);
  else memory.delete(key);
  return Boolean(row);
}

/** Called on revocation: this process stops accepting the client's tokens with its next call. */
export function forgetLiveClient(tenantId: number, clientId: string): void {
  memory.delete(keyOf(tenantId, clientId));
}

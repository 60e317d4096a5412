import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';

export interface KeyOwner {
  tenantId: number;
  clientId: string;
  key: string;
}

export interface StoredResponse {
  status: number;
  body: string;
  headers: Record<string, string>;
}

export type Claim =
  | { outcome: 'claimed' }
  | { outcome: 'replay'; response: StoredResponse }
  | { outcome: 'in-flight' }
  | { outcome: 'mismatch' };

const where = (o: KeyOwner) => and(eq(idempotencyKeys.tenantId, o.tenantId), eq(idempotencyKeys.clientId, o.clientId), eq(idempotencyKeys.key, o.key));

/**
 * Claims a key for a request. Keys live 24 hours; a claim left in flight for over a minute belongs
 * to a request whose process died, and may be taken over.
 */
export async function claimIdempotencyKey(owner: KeyOwner, requestHash: string): Promise<Claim> {
  const db = await getDb();
  const inserted = await db.insert(idempotencyKeys)
    .values({ ...owner, requestHash, state: 'in_flight' })
    .onConflictDoNothing().returning({ key: idempotencyKeys.key });
  if (inserted.length === 1) return { outcome: 'claimed' };
  const takenOver = await db.update(idempotencyKeys)
    .set({ requestHash, state: 'in_flight', responseStatus: null, responseBody: null, responseHeaders: null, createdAt: sql`now()` })
    .where(and(where(owner), sql`(${idempotencyKeys.createdAt} < now() - interval '24 hours'
      OR (${idempotencyKeys.state} = 'in_flight' AND ${idempotencyKeys.createdAt} < now() - interval '1 minute'
          AND ${idempotencyKeys.requestHash} = ${requestHash}))`))
    .returning({ key: idempotencyKeys.key });
  if (takenOver.length === 1) return { outcome: 'claimed' };
  const [row] = await db.select().from(idempotencyKeys).where(where(owner)).limit(1);
  if (!row) return claimIdempotencyKey(owner, requestHash);
  if (row.requestHash !== requestHash) return { outcome: 'mismatch' };
  if (row.state === 'in_flight') return { outcome: 'in-flight' };
  return {
    outcome: 'replay',
    response: { status: row.responseStatus ?? 200, body: row.responseBody ?? '', headers: row.responseHeaders ?? {} },
  };
}

export async function completeIdempotencyKey(owner: KeyOwner, response: StoredResponse): Promise<void> {
  const db = await getDb();
  await db.update(idempotencyKeys).set({
    state: 'done', responseStatus: response.status, responseBody: response.body, responseHeaders: response.headers,
  }).where(where(owner));
}

/** A server failure is not an answer to remember: the key is released so the client may retry. */
export async function releaseIdempotencyKey(owner: KeyOwner): Promise<void> {
  const db = await getDb();
  await db.delete(idempotencyKeys).where(where(owner));
}

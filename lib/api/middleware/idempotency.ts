import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import {
  claimIdempotencyKey, completeIdempotencyKey, releaseIdempotencyKey, type KeyOwner,
} from '../../domain/platform/idempotency-records';
import type { AccessClaims } from '../../domain/auth/access-token';
import { DomainError } from '../../domain/errors';
import type { ApiEnv } from '../env';

// What was ignored (lenient-input.ts) is part of the answer: a replay names it too.
const REPLAYED_HEADERS = ['content-type', 'location', 'x-ignored-fields', 'x-ignored-parameters'];

/** What makes two requests "the same" for a key: method, path and body, byte for byte. */
export function requestFingerprint(method: string, path: string, body: string): string {
  return createHash('sha256').update(`${method} ${path}\n${body}`).digest('hex');
}

/**
 * Whose keys these are: the client, or the one contact or club a token of that client is narrowed
 * to. Two contacts of one partner application must never replay each other's answers.
 */
function keyHolder(claims: AccessClaims): string {
  if (claims.contactId !== undefined) return `${claims.clientId}#contact:${claims.contactId}`;
  if (claims.clubId !== undefined) return `${claims.clientId}#club:${claims.clubId}`;
  return claims.clientId;
}

/** Idempotency-Key on POST (CONTRACT §5): replay, 422 on another body, 409 while in flight. */
export const idempotency: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const key = c.req.header('idempotency-key');
  if (key === undefined) return next();
  if (key.length < 1 || key.length > 255) {
    throw new DomainError('api.error.idempotency.invalid-key', 'Idempotency-Key must be 1 to 255 characters.',
      [{ propertyPath: 'Idempotency-Key', code: 'invalid', message: 'Idempotency-Key must be 1 to 255 characters.' }]);
  }
  const { tenant, claims } = c.get('ctx');
  const owner: KeyOwner = { tenantId: tenant.id, clientId: keyHolder(claims), key };
  const claim = await claimIdempotencyKey(owner, requestFingerprint(c.req.method, c.req.path, await c.req.text()));
  if (claim.outcome === 'mismatch') {
    throw new DomainError('api.error.idempotency.key-reused', 'This Idempotency-Key was used with another request body.');
  }
  if (claim.outcome === 'in-flight') {
    throw new DomainError('api.error.idempotency.in-flight', 'A request with this Idempotency-Key is still being processed.');
  }
  if (claim.outcome === 'replay') {
    const { status, body: stored, headers } = claim.response;
    return new Response(stored, { status, headers: { ...headers, 'idempotent-replayed': 'true' } });
  }
  try {
    await next();
  } catch (error) {
    await releaseIdempotencyKey(owner);
    throw error;
  }
  if (c.res.status >= 500) {
    await releaseIdempotencyKey(owner);
    return;
  }
  const headers: Record<string, string> = {};
  for (const name of REPLAYED_HEADERS) {
    const value = c.res.headers.get(name);
    if (value) headers[name] = value;
  }
  await completeIdempotencyKey(owner, { status: c.res.status, body: await c.res.clone().text(), headers });
};

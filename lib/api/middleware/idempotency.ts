import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import {
  claimIdempotencyKey, completeIdempotencyKey, releaseIdempotencyKey, type KeyOwner,
} from '../../domain/platform/idempotency-records';
import { DomainError } from '../../domain/errors';
import type { ApiEnv } from '../env';

const REPLAYED_HEADERS = ['content-type', 'location'];

/** Idempotency-Key on POST (CONTRACT §5): replay, 422 on another body, 409 while in flight. */
export const idempotency: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const key = c.req.header('idempotency-key');
  if (key === undefined) return next();
  if (key.length < 1 || key.length > 255) {
    throw new DomainError('api.error.idempotency.invalid-key', 'Idempotency-Key must be 1 to 255 characters.');
  }
  const { tenant, claims } = c.var.ctx;
  const owner: KeyOwner = { tenantId: tenant.id, clientId: claims.clientId, key };
  const body = await c.req.text();
  const hash = createHash('sha256').update(`${c.req.method} ${c.req.path}\n${body}`).digest('hex');
  const claim = await claimIdempotencyKey(owner, hash);
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

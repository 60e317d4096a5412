import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { ApiEnv } from '../env';

const ACCEPTABLE_ID = /^[A-Za-z0-9._-]{1,128}$/;

/** The caller's x-request-id when it is a sensible one (it goes into logs as is), else a new one. */
export function requestIdFrom(given: string | undefined): string {
  return given !== undefined && ACCEPTABLE_ID.test(given) ? given : randomUUID();
}

/** Every request carries an id (the caller's x-request-id, else a new one), echoed in the answer. */
export const requestId: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const id = requestIdFrom(c.req.header('x-request-id'));
  c.set('requestId', id);
  await next();
  // The Node listener (lib/server/request-listener.ts) has already put the id on the answer it sends;
  // reading c.res.headers there would turn the adapter's plain header record into a Fetch Headers.
  // In-process calls (app.request) get it here, on the answer's own headers: c.header() after the
  // answer exists rebuilds the whole Response.
  if (!c.env?.outgoing) c.res.headers.set('x-request-id', id);
};

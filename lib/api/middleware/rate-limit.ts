import type { Context, MiddlewareHandler } from 'hono';
import { clientAddress } from '../../limits/client-address';
import { apiCallsPerClient } from '../../limits/limits';
import type { ApiEnv } from '../env';

/** The caller's address (lib/limits/client-address.ts); undefined for an in-process call. */
export function callerAddress(c: Context<ApiEnv>): string | undefined {
  return clientAddress(c.req.header('x-forwarded-for'), c.env?.incoming?.socket?.remoteAddress);
}

/** After authenticate: counts the call against its client's limit per minute (429 past it). */
export const limitClientCalls: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const { claims } = c.get('ctx');
  await apiCallsPerClient().consume(`${claims.tenantId}|${claims.clientId}`);
  await next();
};

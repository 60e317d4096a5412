import type { MiddlewareHandler } from 'hono';
import { findTenantByToken } from '../../domain/tenancy/find-tenant';
import type { ApiEnv } from '../env';
import { problemResponse } from '../errors';
import { runInTenantScope } from '../request-scope';

/** Resolves `{clientToken}`; an unknown tenant is a 404. */
export const resolveTenant: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const token = c.req.param('clientToken') ?? '';
  const tenant = await findTenantByToken(token);
  if (!tenant) return problemResponse('api.error.tenant.not-found', 'Unknown client token.');
  c.set('tenant', tenant);
  await runInTenantScope(tenant.token, next);
};

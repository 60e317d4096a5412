import type { HttpBindings } from '@hono/node-server';
import type { AccessClaims } from '../domain/auth/access-token';
import type { OperationContext, TenantRef } from '../domain/context';

/** What a route handler gets: the domain context plus the club and node the call acts on. */
export type ApiContext = OperationContext & {
  clubId?: number;
  networkNodeId?: number;
  claims: AccessClaims;
};

export interface ApiEnv {
  /** The Node request and answer when the Node listener serves the call; absent in app.request. */
  Bindings: Partial<HttpBindings>;
  Variables: {
    requestId: string;
    tenant: TenantRef;
    ctx: ApiContext;
  };
}

/** The calling tenant's token. Handlers read variables with c.get(): c.var builds a new object on every read. */
export function tenantToken(c: { get(key: 'tenant'): TenantRef }): string {
  return c.get('tenant').token;
}

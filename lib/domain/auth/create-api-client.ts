import { randomBytes } from 'node:crypto';
import { getDb, type Executor } from '../../db/client';
import { apiClients, type ApiScope } from '../../db/schema';
import type { Actor, TenantRef } from '../context';
import { DomainError } from '../errors';
import { recordGlobalKeys } from '../tenancy/tenant-lookups';
import { hashSecret } from './passwords';

export interface CreatedApiClient {
  id: number;
  name: string;
  clientId: string;
  /** Shown once: only its hash is stored. */
  clientSecret: string;
  scopes: ApiScope[];
}

/**
 * Registers a partner application; the secret is returned here and never again. A club-scoped token
 * is refused: the new client would reach every club of the tenant, beyond the token's own club.
 */
export async function createApiClient(input: {
  tenant: TenantRef; actor?: Actor; name: string; scopes: ApiScope[]; clientId?: string; clientSecret?: string;
}, executor?: Executor): Promise<CreatedApiClient> {
  if (input.actor?.kind === 'client' && input.actor.clubId !== undefined) {
    throw new DomainError('api.error.scope.unauthorized-endpoint', 'A club-scoped token cannot register API clients.');
  }
  const clientId = input.clientId ?? `${input.tenant.token}_${randomBytes(9).toString('base64url')}`;
  const clientSecret = input.clientSecret ?? randomBytes(32).toString('base64url');
  const scopes = [...new Set(input.scopes)];
  const secretHash = await hashSecret(clientSecret);
  const db = executor ?? (await getDb());
  // The client id is unique across tenants in tenant_lookups, which the token endpoint reads first.
  const id = await db.transaction(async (tx) => {
    await recordGlobalKeys(tx, input.tenant.id, [{ kind: 'api_client', key: clientId }]);
    const [row] = await tx.insert(apiClients).values({ tenantId: input.tenant.id, name: input.name, clientId, secretHash, scopes })
      .returning({ id: apiClients.id });
    return row!.id;
  });
  return { id, name: input.name, clientId, clientSecret, scopes };
}

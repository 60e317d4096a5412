// The back office's API clients page: the owner and managers list and revoke partner applications;
// a revoked client gets no token from then on and the tokens it holds are refused, and another
// tenant's client is not found.
import { beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '../../lib/db/schema';
import { createApiClient } from '../../lib/domain/auth/create-api-client';
import { listApiClients } from '../../lib/domain/auth/list-api-clients';
import { revokeApiClient } from '../../lib/domain/auth/revoke-api-client';
import type { OperationContext } from '../../lib/domain/context';
import { DomainError } from '../../lib/domain/errors';
import { call, createTenantFixture, requestToken, type TenantFixture } from '../factories';

let fx: TenantFixture;
let other: TenantFixture;
beforeAll(async () => {
  [fx, other] = await Promise.all([createTenantFixture(), createTenantFixture()]);
});

const as = (role: StaffRole, tenant = fx): OperationContext => ({ tenant: tenant.tenant, actor: { kind: 'staff', userId: 1, role } });

async function codeOf(work: Promise<unknown>): Promise<string> {
  try {
    await work;
    return 'done';
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    throw error;
  }
}

describe('API clients in the back office', () => {
  it('lists the tenant\'s clients newest first, never their secrets; front-desk staff are refused', async () => {
    const created = await createApiClient({ ...as('owner'), name: 'Kiosk', scopes: ['partner'] });
    const list = await listApiClients(as('manager'));
    expect(list[0]).toMatchObject({ id: created.id, name: 'Kiosk', clientId: created.clientId, scopes: ['partner'], revokedAt: null });
    expect(Object.keys(list[0]!)).not.toContain('secretHash');
    expect(list.map((c) => c.clientId)).not.toContain(other.clients.admin.id);
    expect(await codeOf(listApiClients(as('staff')))).toBe('api.error.scope.unauthorized-endpoint');
  });

  it('revokes a client: its credentials get no token any more; revoking again keeps the first date', async () => {
    const created = await createApiClient({ ...as('owner'), name: 'Old CRM', scopes: ['admin'] });
    await requestToken(fx.token, { id: created.clientId, secret: created.clientSecret });
    expect(await codeOf(revokeApiClient({ ...as('staff'), apiClientId: created.id }))).toBe('api.error.scope.unauthorized-endpoint');
    const first = await revokeApiClient({ ...as('owner'), apiClientId: created.id });
    await expect(requestToken(fx.token, { id: created.clientId, secret: created.clientSecret })).rejects.toThrow(/401/);
    expect((await revokeApiClient({ ...as('manager'), apiClientId: created.id })).revokedAt).toEqual(first.revokedAt);
    expect((await listApiClients(as('owner'))).find((c) => c.id === created.id)?.revokedAt).toEqual(first.revokedAt);
  });

  it('refuses the tokens a client holds as soon as it is revoked, and only that client\'s', async () => {
    const revoked = await createApiClient({ ...as('owner'), name: 'Leaked', scopes: ['admin'] });
    const kept = await createApiClient({ ...as('owner'), name: 'Kept', scopes: ['admin'] });
    const [held, other] = await Promise.all([
      requestToken(fx.token, { id: revoked.clientId, secret: revoked.clientSecret }),
      requestToken(fx.token, { id: kept.clientId, secret: kept.clientSecret }),
    ]);
    // Used once before, so the client's being live is remembered: the revocation must still win.
    expect((await call(`/${fx.token}/clubs`, { token: held })).status).toBe(200);
    await revokeApiClient({ ...as('owner'), apiClientId: revoked.id });
    const refused = await call(`/${fx.token}/clubs`, { token: held });
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { code: string }).code).toBe('api.error.auth.invalid-token');
    expect((await call(`/${fx.token}/clubs`, { token: other })).status).toBe(200);
  });

  it('does not find another tenant\'s client', async () => {
    const theirs = await createApiClient({ ...as('owner', other), name: 'Theirs', scopes: ['partner'] });
    expect(await codeOf(revokeApiClient({ ...as('owner'), apiClientId: theirs.id }))).toBe('api.error.not-found');
  });
});

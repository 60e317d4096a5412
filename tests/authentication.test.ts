// Bearer tokens and scopes on every authenticated route (CONTRACT §2-3): 401 for a token that cannot
// be trusted here, 403 for one whose scope does not reach the endpoint.
import { beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { call, createTenantFixture, signedToken, tokenFor, type TenantFixture } from './factories';
import { expectProblem } from './problem';

let fx: TenantFixture;
let other: TenantFixture;
beforeAll(async () => {
  [fx, other] = await Promise.all([createTenantFixture(), createTenantFixture()]);
});

/** One request per authenticated endpoint of issue 2, with a valid body where it takes one. */
function endpoints(f: TenantFixture): { path: string; method?: string; body?: unknown }[] {
  return [
    { path: `/${f.token}/clubs` },
    { path: `/${f.token}/clubs/${f.clubs.a}` },
    { path: `/${f.token}/clubs/${f.clubs.a}`, method: 'PATCH', body: { name: 'Renamed' } },
    { path: `/${f.token}/network_nodes` },
    { path: `/${f.token}/club_network/clubs/` },
    { path: `/${f.token}/club_network_domain/sharingBooking?clubId=/${f.token}/clubs/${f.clubs.a}` },
    { path: `/${f.token}/sandbox/messages` },
    { path: `/${f.token}/api_clients`, method: 'POST', body: { name: 'x', scopes: ['partner'] } },
  ];
}

describe('401 api.error.auth.invalid-token', () => {
  it('answers 401 on every endpoint without a token', async () => {
    for (const e of endpoints(fx)) {
      await expectProblem(await call(e.path, { ...e }), 401, 'api.error.auth.invalid-token');
    }
  });

  it('answers 401 for a malformed authorization header or token', async () => {
    const bad = ['Bearer', 'Bearer ', 'Basic abc', 'Bearer not-a-jwt', 'Bearer a.b.c', `Token ${await tokenFor(fx, 'partner')}`, 'Bearer \u00e9t\u00e9.x.y'];
    for (const authorization of bad) {
      const res = await call(`/${fx.token}/clubs`, { headers: { authorization } });
      await expectProblem(res, 401, 'api.error.auth.invalid-token');
    }
  });

  it('answers 401 for an expired token', async () => {
    const expired = await signedToken(fx, {}, -10);
    await expectProblem(await call(`/${fx.token}/clubs`, { token: expired }), 401, 'api.error.auth.invalid-token');
    const fresh = await signedToken(fx, {}, 60);
    expect((await call(`/${fx.token}/clubs`, { token: fresh })).status).toBe(200);
  });

  it('answers 401 for a token signed with another secret, or altered after signing', async () => {
    const forged = await new SignJWT({ tid: fx.tenant.id, tt: fx.token, grant: 'client', scope: 'partner admin' })
      .setProtectedHeader({ alg: 'HS256' }).setIssuer('club-management-service').setSubject(fx.clients.admin.id)
      .setIssuedAt().setExpirationTime('1h').sign(new TextEncoder().encode('not-the-deployment-secret-0123456789'));
    await expectProblem(await call(`/${fx.token}/clubs`, { token: forged }), 401, 'api.error.auth.invalid-token');

    const [header, payload, signature] = (await tokenFor(fx, 'partner')).split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const raised = Buffer.from(JSON.stringify({ ...claims, scope: 'partner admin' })).toString('base64url');
    await expectProblem(await call(`/${fx.token}/sandbox/messages`, { token: `${header}.${raised}.${signature}` }), 401, 'api.error.auth.invalid-token');

    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
    await expectProblem(await call(`/${fx.token}/clubs`, { token: none }), 401, 'api.error.auth.invalid-token');
  });

  it('answers 401 on every endpoint for a valid token of another tenant', async () => {
    const foreign = await tokenFor(other, 'admin');
    for (const e of endpoints(fx)) {
      await expectProblem(await call(e.path, { ...e, token: foreign }), 401, 'api.error.auth.invalid-token');
    }
  });

  it('answers 401 for a token naming this tenant\'s id with another tenant\'s token, or the reverse', async () => {
    const mixed = await signedToken(fx, { tenantToken: other.token });
    await expectProblem(await call(`/${fx.token}/clubs`, { token: mixed }), 401, 'api.error.auth.invalid-token');
    await expectProblem(await call(`/${other.token}/clubs`, { token: mixed }), 401, 'api.error.auth.invalid-token');
  });
});

describe('403 api.error.scope.unauthorized-endpoint', () => {
  it('refuses a partner token on the admin endpoints', async () => {
    const token = await tokenFor(fx, 'partner');
    const admin = endpoints(fx).filter((e) => e.method === 'PATCH' || e.method === 'POST' || e.path.includes('sandbox'));
    expect(admin).toHaveLength(3);
    for (const e of admin) {
      await expectProblem(await call(e.path, { ...e, token }), 403, 'api.error.scope.unauthorized-endpoint');
    }
  });

  it('refuses a contact token of an admin client on the admin endpoints', async () => {
    const token = await tokenFor(fx, 'admin', { grant: 'contact', email: fx.emails.alice });
    for (const e of endpoints(fx).filter((x) => x.method !== undefined || x.path.includes('sandbox'))) {
      await expectProblem(await call(e.path, { ...e, token }), 403, 'api.error.scope.unauthorized-endpoint');
    }
  });

  it('lets partner, contact and club tokens read the partner endpoints', async () => {
    const tokens = await Promise.all([
      tokenFor(fx, 'partner'), tokenFor(fx, 'partner', { grant: 'contact', email: fx.emails.bob }),
      tokenFor(fx, 'partner', { grant: 'club', clubId: fx.clubs.a }),
    ]);
    for (const token of tokens) {
      for (const e of endpoints(fx).filter((x) => x.method === undefined && !x.path.includes('sandbox') && !x.path.includes(`clubs/${fx.clubs.a}`))) {
        const res = await call(e.path, { token, headers: { 'x-user-club-id': `/${fx.token}/clubs/${fx.clubs.a}` } });
        // The network is tenant-wide: a club-bound token is refused it (club-bound.test.ts).
        const refused = token === tokens[2] && e.path.endsWith('/network_nodes');
        expect(res.status, `${e.path}: ${await res.clone().text()}`).toBe(refused ? 403 : 200);
      }
    }
  });
});

describe('unknown tenant and unknown route', () => {
  it('answers 404 api.error.tenant.not-found before looking at the token', async () => {
    await expectProblem(await call('/no-such-tenant/clubs'), 404, 'api.error.tenant.not-found');
    await expectProblem(await call('/no-such-tenant/clubs', { token: await tokenFor(fx, 'partner') }), 404, 'api.error.tenant.not-found');
  });

  it('answers 404 api.error.route.not-found for a path or method the API does not have', async () => {
    const token = await tokenFor(fx, 'admin');
    await expectProblem(await call(`/${fx.token}/no_such_things`, { token }), 404, 'api.error.route.not-found');
    await expectProblem(await call(`/${fx.token}/clubs`, { token, method: 'DELETE' }), 404, 'api.error.route.not-found');
    await expectProblem(await call('/'), 404, 'api.error.route.not-found');
  });
});

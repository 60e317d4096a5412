// POST /api_clients (admin): a new partner application, its secret shown once, usable at once.
import { beforeAll, describe, expect, it } from 'vitest';
import { call, createTenantFixture, requestToken, tokenFor, type TenantFixture } from './factories';
import { expectProblem, expectViolation, expectIgnored } from './problem';

let fx: TenantFixture;
let admin: string;
beforeAll(async () => {
  fx = await createTenantFixture();
  admin = await tokenFor(fx, 'admin');
});

const create = (body: unknown, token = admin, headers: Record<string, string> = {}) =>
  call(`/${fx.token}/api_clients`, { method: 'POST', token, body, headers });

describe('POST /api_clients', () => {
  it('creates a client with its secret and a Location; the new client gets a token and calls the API', async () => {
    const res = await create({ name: 'Mobile app ✓', scopes: ['partner'] });
    expect(res.status).toBe(201);
    const client = await res.json();
    expect(Object.keys(client)).toEqual(['@context', '@id', '@type', 'name', 'clientId', 'clientSecret', 'scopes']);
    expect(client).toMatchObject({ '@type': 'ApiClient', name: 'Mobile app ✓', scopes: ['partner'] });
    expect(client['@id']).toMatch(new RegExp(`^/${fx.token}/api_clients/[1-9][0-9]*$`));
    expect(res.headers.get('location')).toBe(`/api${client['@id']}`);
    expect(client.clientSecret.length).toBeGreaterThanOrEqual(32);

    const token = await requestToken(fx.token, { id: client.clientId, secret: client.clientSecret });
    expect((await call(`/${fx.token}/clubs`, { token })).status).toBe(200);
    await expectProblem(await call(`/${fx.token}/sandbox/messages`, { token }), 403, 'api.error.scope.unauthorized-endpoint');
  });

  it('gives an admin client both scopes\' reach, and each client its own id and secret', async () => {
    const [one, two] = await Promise.all([
      create({ name: 'Back office sync', scopes: ['admin', 'partner', 'admin'] }).then((r) => r.json()),
      create({ name: 'Back office sync', scopes: ['admin'] }).then((r) => r.json()),
    ]);
    expect(one.scopes).toEqual(['admin', 'partner']);
    expect(one.clientId).not.toBe(two.clientId);
    expect(one.clientSecret).not.toBe(two.clientSecret);
    const token = await requestToken(fx.token, { id: two.clientId, secret: two.clientSecret });
    expect((await call(`/${fx.token}/sandbox/messages`, { token })).status).toBe(200);
  });

  it('never shows the secret again: the wrong secret is refused', async () => {
    const client = await (await create({ name: 'Once', scopes: ['partner'] })).json();
    const res = await call(`/${fx.token}/oauth/v2/token`, {
      method: 'POST', body: { grant_type: 'client_credentials', client_id: client.clientId, client_secret: `${client.clientSecret}x` },
    });
    await expectProblem(res, 401, 'api.error.auth.invalid-client');
  });

  it('refuses bodies that do not name the client and its scopes', async () => {
    await expectViolation(await create({}), 'name', 'required', 'api.error.validation.required');
    await expectViolation(await create({ name: 'x' }), 'scopes', 'required');
    await expectViolation(await create({ name: '  ', scopes: ['partner'] }), 'name');
    await expectViolation(await create({ name: 'n'.repeat(121), scopes: ['partner'] }), 'name');
    await expectViolation(await create({ name: 'x', scopes: [] }), 'scopes');
    await expectViolation(await create({ name: 'x', scopes: ['root'] }), 'scopes.0');
    await expectViolation(await create({ name: 'x', scopes: 'partner' }), 'scopes');
    await expectIgnored(await create({ name: 'x', scopes: ['partner'], clientSecret: 'mine' }), 'clientSecret');
    await expectViolation(await create({ name: 12, scopes: ['partner'] }), 'name');
    for (const raw of ['null', '[]', '"x"', '0', '{"name":"x","scopes":[null]}']) {
      const res = await create(raw);
      expect(res.status, raw).toBe(400);
      await expectProblem(res, 400, (await res.clone().json()).code);
    }
  });

  it('is refused to partner, contact and club-scoped tokens', async () => {
    const club = await tokenFor(fx, 'admin', { grant: 'club', clubId: fx.clubs.a });
    await expectProblem(await create({ name: 'x', scopes: ['admin'] }, club), 403, 'api.error.scope.unauthorized-endpoint');
    await expectProblem(await create({ name: 'x', scopes: ['admin'] }, await tokenFor(fx, 'partner')), 403, 'api.error.scope.unauthorized-endpoint');
    const contact = await tokenFor(fx, 'admin', { grant: 'contact', email: fx.emails.bob });
    await expectProblem(await create({ name: 'x', scopes: ['admin'] }, contact), 403, 'api.error.scope.unauthorized-endpoint');
  });
});

// POST /api/{t}/oauth/v2/token and POST /api/oauth/v2/token (CONTRACT §3): three grants, three body
// encodings, and every refusal a partner developer will meet while wiring the API in.
import { beforeAll, describe, expect, it } from 'vitest';
import { verifyAccessToken } from '../lib/domain/auth/access-token';
import { call, createTenantFixture, iriOf, send, type TenantFixture } from './factories';
import { expectProblem, expectViolation } from './problem';

let fx: TenantFixture;
let other: TenantFixture;
beforeAll(async () => {
  [fx, other] = await Promise.all([createTenantFixture(), createTenantFixture()]);
});

const CONTACT = 'http://contactclientcredentials';
const CLUB = 'http://clubclientcredentials';

function form(fields: Record<string, string>) {
  return new URLSearchParams(fields);
}

function partner(extra: Record<string, string> = {}, grant = 'client_credentials') {
  return { grant_type: grant, client_id: fx.clients.partner.id, client_secret: fx.clients.partner.secret, ...extra };
}

async function claimsOf(res: Response) {
  const text = await res.text();
  expect(res.status, text).toBe(200);
  const body = JSON.parse(text) as { access_token: string; token_type: string; expires_in: number; scope: string };
  expect(Object.keys(body).sort()).toEqual(['access_token', 'expires_in', 'scope', 'token_type']);
  expect(body).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
  expect(res.headers.get('cache-control')).toBe('no-store');
  const claims = await verifyAccessToken(body.access_token);
  expect(claims).not.toBeNull();
  return { body, claims: claims! };
}

describe('client_credentials', () => {
  it('issues a partner token from a form-urlencoded body', async () => {
    const { body, claims } = await claimsOf(await send(`/${fx.token}/oauth/v2/token`, { body: form(partner()) }));
    expect(body.scope).toBe('partner');
    expect(claims).toMatchObject({ tenantId: fx.tenant.id, tenantToken: fx.token, clientId: fx.clients.partner.id, grant: 'client', scopes: ['partner'] });
    const clubs = await call(`/${fx.token}/clubs`, { token: body.access_token });
    expect(clubs.status).toBe(200);
  });

  it('accepts multipart/form-data', async () => {
    const data = new FormData();
    for (const [k, v] of Object.entries(partner())) data.append(k, v);
    const { claims } = await claimsOf(await send(`/${fx.token}/oauth/v2/token`, { body: data }));
    expect(claims.grant).toBe('client');
  });

  it('accepts a JSON body, and carries both scopes of an admin client', async () => {
    const res = await call(`/${fx.token}/oauth/v2/token`, {
      method: 'POST', body: { grant_type: 'client_credentials', client_id: fx.clients.admin.id, client_secret: fx.clients.admin.secret },
    });
    const { body, claims } = await claimsOf(res);
    expect(body.scope.split(' ').sort()).toEqual(['admin', 'partner']);
    expect(claims.scopes.sort()).toEqual(['admin', 'partner']);
  });

  it('answers at /api/oauth/v2/token, where the client id names the tenant', async () => {
    const { claims } = await claimsOf(await send('/oauth/v2/token', { body: form(partner()) }));
    expect(claims.tenantToken).toBe(fx.token);
    const json = await call('/oauth/v2/token', { method: 'POST', body: partner() });
    expect((await claimsOf(json)).claims.tenantId).toBe(fx.tenant.id);
  });
});

describe('contact and club grants', () => {
  it('ties a contact grant to the contact of the e-mail, whatever its case, with the partner scope only', async () => {
    const res = await send(`/${fx.token}/oauth/v2/token`, {
      body: form({ grant_type: CONTACT, client_id: fx.clients.admin.id, client_secret: fx.clients.admin.secret, email: fx.emails.alice.toUpperCase() }),
    });
    const { body, claims } = await claimsOf(res);
    expect(claims).toMatchObject({ grant: 'contact', contactId: fx.contacts.alice, scopes: ['partner'] });
    expect(body.scope).toBe('partner');
  });

  it('refuses a contact grant without an e-mail, or with an e-mail no contact of the tenant has', async () => {
    await expectViolation(await send(`/${fx.token}/oauth/v2/token`, { body: form(partner({}, CONTACT)) }), 'email', 'required');
    const unknown = await send(`/${fx.token}/oauth/v2/token`, { body: form(partner({ email: 'nobody@example.test' }, CONTACT)) });
    expect((await expectProblem(unknown, 400, 'api.error.auth.invalid-grant')).violations?.[0]?.propertyPath).toBe('email');
    const otherTenants = await send(`/${fx.token}/oauth/v2/token`, { body: form(partner({ email: other.emails.alice }, CONTACT)) });
    await expectProblem(otherTenants, 400, 'api.error.auth.invalid-grant');
  });

  it('ties a club grant to the club of the IRI', async () => {
    const res = await send(`/${fx.token}/oauth/v2/token`, { body: form(partner({ clubId: iriOf(fx, 'clubs', fx.clubs.b) }, CLUB)) });
    const { claims } = await claimsOf(res);
    expect(claims).toMatchObject({ grant: 'club', clubId: fx.clubs.b, scopes: ['partner'] });
  });

  it('refuses a club grant without a club, with a bare number, an unknown club or another tenant\'s club', async () => {
    const path = `/${fx.token}/oauth/v2/token`;
    await expectViolation(await send(path, { body: form(partner({}, CLUB)) }), 'clubId', 'required');
    for (const clubId of [String(fx.clubs.a), iriOf(fx, 'clubs', 2_000_000_000), iriOf(other, 'clubs', other.clubs.a), iriOf(fx, 'network_nodes', fx.nodes.east)]) {
      await expectViolation(await send(path, { body: form(partner({ clubId }, CLUB)) }), 'clubId', 'invalid-iri', 'api.error.validation.invalid');
    }
  });
});

describe('refusals', () => {
  it('answers 401 invalid-client for a wrong secret or an unknown client', async () => {
    await expectProblem(await send(`/${fx.token}/oauth/v2/token`, { body: form(partner({ client_secret: 'wrong' })) }), 401, 'api.error.auth.invalid-client');
    await expectProblem(await send('/oauth/v2/token', { body: form(partner({ client_id: 'no-such-client' })) }), 401, 'api.error.auth.invalid-client');
  });

  it('answers 401 for a client of another tenant on this tenant\'s path', async () => {
    const res = await send(`/${fx.token}/oauth/v2/token`, {
      body: form({ grant_type: 'client_credentials', client_id: other.clients.partner.id, client_secret: other.clients.partner.secret }),
    });
    await expectProblem(res, 401, 'api.error.auth.invalid-client');
  });

  it('answers 400 for an unknown grant type, including names of Object\'s prototype', async () => {
    for (const grant of ['password', 'toString', 'constructor', '__proto__', 'hasOwnProperty']) {
      const res = await send(`/${fx.token}/oauth/v2/token`, { body: form(partner({}, grant)) });
      await expectViolation(res, 'grant_type', 'unsupported', 'api.error.auth.unsupported-grant-type');
    }
  });

  it('answers 400 naming the missing fields', async () => {
    const res = await send(`/${fx.token}/oauth/v2/token`, { body: form({ grant_type: 'client_credentials' }) });
    const body = await expectProblem(res, 400, 'api.error.validation.required');
    expect(body.violations?.map((v) => v.propertyPath).sort()).toEqual(['client_id', 'client_secret']);
  });

  it('answers 400 for an empty request and 415 for a body of another type', async () => {
    await expectProblem(await send(`/${fx.token}/oauth/v2/token`), 400, 'api.error.validation.required');
    await expectProblem(await send('/oauth/v2/token'), 400, 'api.error.validation.required');
    const text = await send(`/${fx.token}/oauth/v2/token`, { body: 'grant_type=client_credentials', headers: { 'content-type': 'text/plain' } });
    await expectProblem(text, 415, 'api.error.body.unsupported-media-type');
  });

  it('answers 400 for JSON that is not an object of strings', async () => {
    for (const body of ['null', '[]', '"x"', '42', JSON.stringify({ ...partner(), client_id: 12 }), JSON.stringify({ ...partner(), email: ['a'] })]) {
      const res = await send(`/${fx.token}/oauth/v2/token`, { body, headers: { 'content-type': 'application/json' } });
      await expectProblem(res, 400, 'api.error.validation.invalid');
    }
    await expectProblem(await send('/oauth/v2/token', { body: '{"grant_type":', headers: { 'content-type': 'application/json' } }), 400, 'api.error.body.malformed');
  });

  it('answers 400 for a broken multipart body', async () => {
    const res = await send(`/${fx.token}/oauth/v2/token`, {
      body: '--x\r\nContent-Disposition: form-data; name="grant_type"\r\n\r\nclient_credentials', headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect((await expectProblem(res, 400, 'api.error.body.malformed')).detail).toBe('The body is not valid form data.');
  });

  it('answers 404 for an unknown tenant, and 413 for a body over 1 MiB', async () => {
    await expectProblem(await send('/no-such-tenant/oauth/v2/token', { body: form(partner()) }), 404, 'api.error.tenant.not-found');
    const huge = form(partner({ email: 'x'.repeat(1024 * 1024 + 10) }));
    await expectProblem(await send(`/${fx.token}/oauth/v2/token`, { body: huge }), 413, 'api.error.body.too-large');
    await expectProblem(await send('/oauth/v2/token', { body: huge }), 413, 'api.error.body.too-large');
  });
});

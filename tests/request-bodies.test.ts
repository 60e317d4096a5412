// What a client can send in a body (CONTRACT §1-2): too large is 413, the wrong type 415, broken JSON
// 400, and no body, however odd, ever makes a 500.
import { beforeAll, describe, expect, it } from 'vitest';
import { call, createTenantFixture, send, tokenFor, type TenantFixture } from './factories';
import { expectProblem } from './problem';

let fx: TenantFixture;
let admin: string;
beforeAll(async () => {
  fx = await createTenantFixture();
  admin = await tokenFor(fx, 'admin');
});

/** Every endpoint of issue 2 that takes a body, with the content type it is sent with. */
const targets = () => [
  { method: 'PATCH', path: `/${fx.token}/clubs/${fx.clubs.c}`, type: 'application/merge-patch+json' },
  { method: 'POST', path: `/${fx.token}/api_clients`, type: 'application/json' },
  { method: 'POST', path: `/${fx.token}/oauth/v2/token`, type: 'application/json' },
  { method: 'POST', path: '/oauth/v2/token', type: 'application/json' },
];

describe('body limits and types', () => {
  it('answers 413 for a body over 1 MiB on every endpoint with a body', async () => {
    const huge = JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 1) });
    for (const t of targets()) {
      const res = await send(t.path, { method: t.method, token: admin, body: huge, headers: { 'content-type': t.type } });
      await expectProblem(res, 413, 'api.error.body.too-large');
    }
  });

  it('answers 413 from the content-length alone, before reading a body', async () => {
    const res = await send(`/${fx.token}/api_clients`, {
      token: admin, body: '{}', headers: { 'content-type': 'application/json', 'content-length': String(2 * 1024 * 1024) },
    });
    await expectProblem(res, 413, 'api.error.body.too-large');
  });

  it('accepts a body just under 1 MiB (and refuses its content, not its size)', async () => {
    const res = await call(`/${fx.token}/clubs/${fx.clubs.c}`, { method: 'PATCH', token: admin, body: { name: 'x'.repeat(1000 * 1000) } });
    const body = await expectProblem(res, 400, 'api.error.validation.invalid');
    expect(body.violations?.[0]?.propertyPath).toBe('name');
  });

  it('answers 415 for a body that is not JSON', async () => {
    for (const t of targets().slice(0, 2)) {
      for (const type of ['text/plain', 'application/xml', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
        const res = await send(t.path, { method: t.method, token: admin, body: 'name=x', headers: { 'content-type': type } });
        await expectProblem(res, 415, 'api.error.body.unsupported-media-type');
      }
    }
  });

  it('answers 400 api.error.body.malformed for broken JSON', async () => {
    for (const t of targets()) {
      for (const raw of ['{', '{"name": "x",}', "{'name': 'x'}", 'undefined', '\u0000']) {
        const res = await send(t.path, { method: t.method, token: admin, body: raw, headers: { 'content-type': t.type } });
        await expectProblem(res, 400, 'api.error.body.malformed');
      }
    }
  });
});

describe('garbage never makes a 500', () => {
  const garbage = [
    'null', 'true', '0', '-1', '1e308', '"text"', '[]', '[null]', '[{}]', '{}', '{"__proto__": {"admin": true}}',
    '{"constructor": {"prototype": {}}}', JSON.stringify({ name: 'é'.repeat(5000) }), JSON.stringify({ name: '\u0000' }),
    JSON.stringify({ name: '\ud83d' }), JSON.stringify({ name: 'x', scopes: ['partner'], extra: { deep: [[[[[[]]]]]] } }),
    JSON.stringify({ debitDays: [Number.MAX_SAFE_INTEGER + 2] }), '{"bookingWindowDays": 99999999999999999999}',
    JSON.stringify({ onlineCancellation: { eligibleTags: ['\ud800'], prohibitedTags: ['\u0000'] } }),
    JSON.stringify({ onlineCancellation: { eligibleTags: ['👍🏽 vip'] } }),
    JSON.stringify({ grant_type: 'client_credentials', client_id: '\u0000', client_secret: 'x'.repeat(500) }),
    JSON.stringify({ grant_type: 'http://contactclientcredentials', client_id: fx?.clients.partner.id ?? 'x', client_secret: 'x', email: '\ud800' }),
    JSON.stringify({ sharingBookingClubs: ['/\u0000/clubs/1', '/../clubs/1'] }),
    JSON.stringify({ name: 'x', scopes: ['partner', null, 1, {}] }),
  ];

  it('answers every odd body with a 2xx or a 4xx error body', async () => {
    for (const t of targets()) {
      for (const raw of garbage) {
        const res = await send(t.path, { method: t.method, token: admin, body: raw, headers: { 'content-type': t.type } });
        expect(res.status, `${t.method} ${t.path} ${raw.slice(0, 80)}: ${await res.clone().text()}`).toBeLessThan(500);
        if (res.status >= 400) await expectProblem(res, res.status, (await res.clone().json()).code);
      }
    }
  });

  it('refuses text the database cannot store (U+0000, unpaired surrogates), naming the field', async () => {
    const cases: [string, string, unknown, string][] = [
      ['PATCH', `/${fx.token}/clubs/${fx.clubs.c}`, { name: 'a\u0000b' }, 'name'],
      ['PATCH', `/${fx.token}/clubs/${fx.clubs.c}`, { onlineCancellation: { eligibleTags: ['ok', '\ud800'] } }, 'onlineCancellation.eligibleTags.1'],
      ['POST', `/${fx.token}/api_clients`, { name: '\udfff', scopes: ['partner'] }, 'name'],
      ['POST', '/oauth/v2/token', { grant_type: 'client_credentials', client_id: '\u0000', client_secret: 'x' }, 'client_id'],
    ];
    for (const [method, path, body, field] of cases) {
      const res = await call(path, { method, token: admin, body });
      const problem = await expectProblem(res, 400, 'api.error.validation.invalid-characters');
      expect(problem.violations).toEqual([expect.objectContaining({ propertyPath: field, code: 'invalid-characters' })]);
    }
    const form = await send(`/${fx.token}/oauth/v2/token`, { body: new URLSearchParams({ grant_type: 'client_credentials', client_id: 'a\u0000', client_secret: 'x' }) });
    await expectProblem(form, 400, 'api.error.validation.invalid-characters');
    const query = await call(`/${fx.token}/sandbox/messages?to=%00`, { token: admin });
    expect((await expectProblem(query, 400, 'api.error.validation.invalid-characters')).violations?.[0]?.propertyPath).toBe('to');
    await expectProblem(await call(`/${fx.token}/sandbox/messages?page=1&to=a%00b`, { token: admin }), 400, 'api.error.validation.invalid-characters');
    // The text "%00" itself is storable; an encoded lone surrogate is refused or read as U+FFFD, never a 500.
    expect((await call(`/${fx.token}/sandbox/messages?to=%2500`, { token: admin })).status).toBe(200);
    expect([200, 400]).toContain((await call(`/${fx.token}/sandbox/messages?to=%ED%A0%80`, { token: admin })).status);
    await expectProblem(await call('/%00/clubs', { token: admin }), 404, 'api.error.tenant.not-found');
    await expectProblem(await call(`/${'t'.repeat(5000)}/clubs`, { token: admin }), 404, 'api.error.tenant.not-found');
  });

  it('stores and shows unicode tags as given', async () => {
    const res = await call(`/${fx.token}/clubs/${fx.clubs.c}`, {
      method: 'PATCH', token: admin, body: { name: 'Zürich 東京 👍🏽', onlineCancellation: { eligibleTags: ['👍🏽 vip', 'élite'] } },
    });
    const club = await res.json();
    expect(club.name).toBe('Zürich 東京 👍🏽');
    expect(club.onlineCancellation.eligibleTags).toEqual(['👍🏽 vip', 'élite']);
  });

  it('answers odd query strings without a 500', async () => {
    const token = await tokenFor(fx, 'partner');
    for (const query of ['page=1&page=2', 'itemsPerPage[]=3', 'page=%00', 'page=1e3', 'page=99999999999', 'page=999999999&itemsPerPage=100', 'clubId=%00']) {
      for (const path of ['/clubs', '/network_nodes', '/club_network_domain/sharingBooking']) {
        const res = await call(`/${fx.token}${path}?${query}`, { token });
        expect(res.status, `${path}?${query}: ${await res.clone().text()}`).toBeLessThan(500);
      }
    }
  });
});

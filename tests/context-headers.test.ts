// x-user-club-id and x-user-network-node-id (CONTRACT §4): IRIs of this tenant, checked on every call.
import { beforeAll, describe, expect, it } from 'vitest';
import { call, createTenantFixture, iriOf, tokenFor, type TenantFixture } from './factories';
import { expectProblem } from './problem';

let fx: TenantFixture;
let other: TenantFixture;
let partner: string;
beforeAll(async () => {
  [fx, other] = await Promise.all([createTenantFixture(), createTenantFixture()]);
  partner = await tokenFor(fx, 'partner');
});

const get = (path: string, headers: Record<string, string>, token = partner) => call(`/${fx.token}${path}`, { token, headers });

describe('x-user-club-id', () => {
  it('accepts a club IRI of this tenant, with or without the /api prefix', async () => {
    expect((await get('/clubs', { 'x-user-club-id': iriOf(fx, 'clubs', fx.clubs.b) })).status).toBe(200);
    expect((await get('/club_network/clubs/', { 'x-user-club-id': `/api${iriOf(fx, 'clubs', fx.clubs.b)}` })).status).toBe(200);
  });

  it('answers 400 api.error.header.invalid-club for an IRI that is not a club of this tenant', async () => {
    const bad = [iriOf(other, 'clubs', other.clubs.a), iriOf(fx, 'clubs', 2_000_000_000),
      iriOf(fx, 'network_nodes', fx.nodes.east), iriOf(fx, 'clubs', 99_999_999_999), `${iriOf(fx, 'clubs', fx.clubs.a)}/`, `/${'x'.repeat(8000)}/clubs/1`];
    for (const value of bad) {
      for (const path of ['/clubs', '/club_network/clubs/', `/clubs/${fx.clubs.a}`]) {
        const body = await expectProblem(await get(path, { 'x-user-club-id': value }), 400, 'api.error.header.invalid-club');
        expect(body.violations?.[0]?.propertyPath).toBe('x-user-club-id');
      }
    }
  });

  it('answers 403 when a club-scoped token names another club', async () => {
    const club = await tokenFor(fx, 'partner', { grant: 'club', clubId: fx.clubs.a });
    await expectProblem(await get('/clubs', { 'x-user-club-id': iriOf(fx, 'clubs', fx.clubs.b) }, club), 403, 'api.error.scope.unauthorized-club');
    expect((await get('/clubs', { 'x-user-club-id': iriOf(fx, 'clubs', fx.clubs.a) }, club)).status).toBe(200);
  });
});

describe('x-user-network-node-id', () => {
  it('accepts a node IRI of this tenant', async () => {
    expect((await get('/network_nodes', { 'x-user-network-node-id': iriOf(fx, 'network_nodes', fx.nodes.group) })).status).toBe(200);
  });

  it('answers 400 api.error.header.invalid-network-node for an IRI that is not a node of this tenant', async () => {
    const bad = [iriOf(other, 'network_nodes', other.nodes.east), iriOf(fx, 'clubs', fx.clubs.a),
      iriOf(fx, 'network_nodes', 2_000_000_000)];
    for (const value of bad) {
      const body = await expectProblem(await get('/clubs', { 'x-user-network-node-id': value }), 400, 'api.error.header.invalid-network-node');
      expect(body.violations?.[0]?.propertyPath).toBe('x-user-network-node-id');
    }
  });
});

describe('a context header not written as an IRI', () => {
  it('counts as missing (CONTRACT §4): an unfilled template, a bare number, text, null, empty', async () => {
    for (const value of ['{{clubId}}', String(fx.clubs.a), 'abc', 'nope', 'null', '', 'x'.repeat(8000), 'clubs/1']) {
      for (const header of ['x-user-club-id', 'x-user-network-node-id']) {
        expect((await get('/network_nodes', { [header]: value })).status, `${header}: ${value.slice(0, 20)}`).toBe(200);
      }
    }
  });

  it('leaves a club-bound token on its own club', async () => {
    const club = await tokenFor(fx, 'partner', { grant: 'club', clubId: fx.clubs.a });
    expect((await get(`/clubs/${fx.clubs.a}`, { 'x-user-club-id': '{{clubId}}' }, club)).status).toBe(200);
    expect((await get(`/clubs/${fx.clubs.b}`, { 'x-user-club-id': '{{clubId}}' }, club)).status).not.toBe(200);
  });
});

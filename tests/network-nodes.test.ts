// GET /network_nodes: the flat shape of release 6.5.0 (every node at the root, children as IRIs).
import { beforeAll, describe, expect, it } from 'vitest';
import { call, createSoloTenantFixture, createTenantFixture, iriOf, requestToken, tokenFor, type TenantFixture } from './factories';
import { expectProblem } from './problem';

let fx: TenantFixture;
let token: string;
beforeAll(async () => {
  fx = await createTenantFixture();
  token = await tokenFor(fx, 'partner');
});

interface Node { '@id': string; '@type': string; id: number; name: string; alias: string | null; type: string; clubId: string | null; children: string[] }

describe('GET /network_nodes', () => {
  it('lists every node at the root, children as IRIs, clubId as an IRI or null', async () => {
    const res = await call(`/${fx.token}/network_nodes`, { token });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body['@context']).toBe('/contexts/NetworkNode');
    expect(body['hydra:totalItems']).toBe(6);
    const nodes = body['hydra:member'] as Node[];
    const byName = Object.fromEntries(nodes.map((n) => [n.name, n]));
    expect(byName.Group).toEqual({
      '@id': iriOf(fx, 'network_nodes', fx.nodes.group), '@type': 'NetworkNode', id: fx.nodes.group, name: 'Group', alias: null,
      type: 'group', clubId: null, parent: null, children: [iriOf(fx, 'network_nodes', fx.nodes.east), iriOf(fx, 'network_nodes', fx.nodes.west)],
    });
    expect(byName.East!.children).toEqual([byName['Club A']!['@id'], byName['Club B']!['@id']]);
    expect(byName['Club A']).toMatchObject({ type: 'club', clubId: iriOf(fx, 'clubs', fx.clubs.a), parent: iriOf(fx, 'network_nodes', fx.nodes.east), children: [] });
    expect(byName['Club C']!.clubId).toBe(iriOf(fx, 'clubs', fx.clubs.c));
    for (const node of nodes) expect(Object.keys(node)).toEqual(['@id', '@type', 'id', 'name', 'alias', 'type', 'clubId', 'parent', 'children']);
  });

  it('keeps children complete when a child is on another page', async () => {
    const first = await (await call(`/${fx.token}/network_nodes?itemsPerPage=1`, { token })).json();
    expect(first['hydra:member']).toHaveLength(1);
    expect(first['hydra:member'][0].children).toHaveLength(2);
    expect(first['hydra:view']).toMatchObject({
      'hydra:first': `/${fx.token}/network_nodes?itemsPerPage=1&page=1`,
      'hydra:last': `/${fx.token}/network_nodes?itemsPerPage=1&page=6`,
      'hydra:next': `/${fx.token}/network_nodes?itemsPerPage=1&page=2`,
    });
    const last = await (await call(`/${fx.token}/network_nodes?itemsPerPage=4&page=2`, { token })).json();
    expect(last['hydra:member'].map((n: Node) => n.name)).toEqual(['Club B', 'Club C']);
    expect(last['hydra:view']['hydra:previous']).toBe(`/${fx.token}/network_nodes?itemsPerPage=4&page=1`);
    expect(last['hydra:view']).not.toHaveProperty('hydra:next');
  });

  it('answers a bare array for application/json', async () => {
    const body = await (await call(`/${fx.token}/network_nodes`, { token, headers: { accept: 'application/json' } })).json();
    expect(Array.isArray(body)).toBe(true);
    expect(body).toHaveLength(6);
    expect(body[0]).not.toHaveProperty('@context');
  });

  it('is an empty collection for a tenant without a network', async () => {
    const solo = await createSoloTenantFixture();
    const soloToken = await requestToken(solo.token, solo.admin);
    const body = await (await call(`/${solo.token}/network_nodes`, { token: soloToken })).json();
    expect(body['hydra:member']).toEqual([]);
    expect(body['hydra:totalItems']).toBe(0);
    expect(body['hydra:view']['hydra:last']).toBe(`/${solo.token}/network_nodes?page=1`);
  });

  it('refuses bad paging with 400', async () => {
    for (const query of ['page=0', 'page=abc', 'page=-1', 'page=1.5', 'itemsPerPage=0', 'itemsPerPage=101', 'itemsPerPage=', 'page=']) {
      const res = await call(`/${fx.token}/network_nodes?${query}`, { token });
      const field = query.split('=')[0]!;
      const body = await expectProblem(res, 400, 'api.error.validation.invalid');
      expect(body.violations?.[0]?.propertyPath, query).toBe(field);
    }
  });
});

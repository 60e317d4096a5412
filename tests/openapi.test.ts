// GET /api/openapi.json and /api/docs: the reference a partner developer reads, complete and coherent.
import { beforeAll, describe, expect, it } from 'vitest';
import { api, call } from './factories';
import { expectProblem } from './problem';

type Operation = {
  summary?: string; tags?: string[]; security?: unknown[]; responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
  parameters?: { name: string; in: string; required?: boolean }[]; requestBody?: { content: Record<string, unknown> };
};
type Document = {
  openapi: string; info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
};

let doc: Document;
beforeAll(async () => {
  const res = await api.request('/api/openapi.json');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/json/);
  doc = (await res.json()) as Document;
});

/** Second spellings of documented operations, served but left out of the document on purpose. */
const HIDDEN_ALIASES = [
  'get /api/{clientToken}/club_network/clubs', // the spec writes /club_network/clubs/ with its slash
  'get /api/{clientToken}/contact/{id}', // the singular spelling the spec also uses for GET /contacts/{id}
];

/** Routes served by the app that are not partner API operations. */
// The sandbox provider's hosted form (POST /pay/{token}) is a page's, not a partner operation.
const NOT_OPERATIONS = [/^\/api\/docs/, /^\/api\/contexts\//, /^\/api\/openapi\.json$/, /^\/\*$/, /^\/pay\//];

function refs(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => refs(v, found));
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (key === '$ref' && typeof v === 'string') found.push(v);
      else refs(v, found);
    }
  }
  return found;
}

const operations = () => Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ path, method, op })));

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document with a title, a version and the bearer scheme', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title.length).toBeGreaterThan(0);
    expect(doc.info.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('lists every route the API serves, with its method', () => {
    const served = api.routes
      .filter((r) => r.method !== 'ALL' && !NOT_OPERATIONS.some((re) => re.test(r.path)))
      .map((r) => `${r.method.toLowerCase()} ${r.path.replace(/:([A-Za-z]+)/g, '{$1}')}`)
      .filter((r) => !HIDDEN_ALIASES.includes(r));
    const documented = operations().map((o) => `${o.method} ${o.path}`);
    expect(served.length).toBeGreaterThanOrEqual(10);
    expect([...new Set(served)].sort()).toEqual([...new Set(documented)].sort());
    for (const route of ['post /api/{clientToken}/oauth/v2/token', 'post /api/oauth/v2/token', 'get /api/{clientToken}/clubs',
      'get /api/{clientToken}/clubs/{id}', 'patch /api/{clientToken}/clubs/{id}', 'get /api/{clientToken}/network_nodes',
      'get /api/{clientToken}/club_network/clubs/', 'get /api/{clientToken}/club_network_domain/sharingBooking',
      'get /api/{clientToken}/sandbox/messages', 'post /api/{clientToken}/api_clients']) {
      expect(documented).toContain(route);
    }
  });

  it('declares every path parameter, a success answer and the error schema on each operation', () => {
    for (const { path, method, op } of operations()) {
      const where = `${method} ${path}`;
      expect(op.summary, where).toBeTruthy();
      expect(op.tags?.length, where).toBeGreaterThan(0);
      for (const name of [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1])) {
        expect(op.parameters?.find((p) => p.name === name && p.in === 'path')?.required, `${where} {${name}}`).toBe(true);
      }
      // Each once, and nothing else in the path.
      expect((op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name).sort(), where)
        .toEqual([...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]).sort());
      expect(Object.keys(op.responses).some((status) => /^2\d\d$/.test(status)), where).toBe(true);
      for (const [status, response] of Object.entries(op.responses).filter(([s]) => Number(s) >= 400)) {
        expect(response.content?.['application/problem+json']?.schema, `${where} ${status}`).toEqual({ $ref: '#/components/schemas/Error' });
      }
    }
  });

  it('asks for the bearer token everywhere but the token endpoints and the public webhook receivers', () => {
    const open = operations().filter(({ op }) => !op.security).map(({ method, path }) => `${method} ${path}`).sort();
    expect(open).toEqual([
      'post /api/oauth/v2/token', 'post /api/webhooks/payments/{provider}', 'post /api/{clientToken}/oauth/v2/token',
      'post /api/{clientToken}/sandbox/webhook_receiver',
    ]);
    for (const { op } of operations().filter((o) => o.op.security)) expect(op.security).toEqual([{ bearerAuth: [] }]);
  });

  it('documents the context headers on every authenticated operation, and Idempotency-Key on its POSTs', () => {
    for (const { path, method, op } of operations().filter((o) => o.op.security)) {
      const headers = (op.parameters ?? []).filter((p) => p.in === 'header').map((p) => p.name);
      expect(headers, `${method} ${path}`).toEqual(expect.arrayContaining(['x-user-club-id', 'x-user-network-node-id']));
      expect(headers.includes('Idempotency-Key'), `${method} ${path}`).toBe(method === 'post');
    }
  });

  it('says input is read leniently: the info, and x-ignored-parameters / x-ignored-fields on every answer (CONTRACT §1)', () => {
    const info = (doc as unknown as { info: { description: string } }).info.description;
    for (const words of ['x-ignored-parameters', 'x-ignored-fields', 'x-user-club-id']) expect(info).toContain(words);
    for (const { path, method, op } of operations().filter((o) => o.path.startsWith('/api/{clientToken}'))) {
      for (const [status, response] of Object.entries(op.responses)) {
        const headers = Object.keys((response as { headers?: Record<string, unknown> }).headers ?? {});
        expect(headers, `${method} ${path} ${status}`).toContain('x-ignored-parameters');
        if (op.requestBody && Object.keys(op.requestBody.content ?? {}).some((type) => type.includes('json'))) {
          expect(headers, `${method} ${path} ${status}`).toContain('x-ignored-fields');
        }
      }
    }
  });

  it('resolves every $ref to a component schema', () => {
    const all = refs(doc);
    expect(all.length).toBeGreaterThan(10);
    for (const ref of all) {
      expect(ref).toMatch(/^#\/components\/schemas\//);
      expect(doc.components.schemas, ref).toHaveProperty([ref.split('/').pop()!]);
    }
  });

  it('documents the token endpoint\'s three body encodings and the club patch\'s two', () => {
    expect(Object.keys(doc.paths['/api/oauth/v2/token']!.post!.requestBody!.content).sort())
      .toEqual(['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data']);
    expect(Object.keys(doc.paths['/api/{clientToken}/clubs/{id}']!.patch!.requestBody!.content).sort())
      .toEqual(['application/json', 'application/merge-patch+json']);
  });
});

describe('GET /api/docs', () => {
  it('serves the interactive reference from local assets, pointing at the document', async () => {
    const page = await api.request('/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('/api/docs/swagger-ui-bundle.js');
    expect(html).not.toMatch(/https?:\/\//);
    const init = await (await api.request('/api/docs/init.js')).text();
    expect(init).toContain('/api/openapi.json');
    const bundle = await api.request('/api/docs/swagger-ui-bundle.js');
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toMatch(/javascript/);
    expect((await api.request('/api/docs/swagger-ui.css')).headers.get('content-type')).toMatch(/^text\/css/);
  });

  it('answers 404 with the error shape for an unknown asset', async () => {
    await expectProblem(await call('/docs/secrets.txt'), 404, 'api.error.route.not-found');
    await expectProblem(await call('/docs/..%2Fpackage.json'), 404, 'api.error.route.not-found');
  });
});

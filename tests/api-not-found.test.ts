// Every path starting with /api that matches nothing is the API's JSON 404 (CONTRACT §10), over real
// HTTP through the process's request listener; next-auth's /api/auth/* and the pages still reach Next.
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRequestListener } from '../lib/server/request-listener';
import { createTenantFixture, tokenFor, type TenantFixture } from './factories';
import { expectProblem } from './problem';

let fx: TenantFixture;
let server: Server;
let base: string;
beforeAll(async () => {
  fx = await createTenantFixture();
  // Next stands in as a handler that names itself, with the HTML 404 it would give.
  server = createServer(createRequestListener((req, res) => {
    res.writeHead(404, { 'content-type': 'text/html', 'x-served-by': 'next' }).end('<!DOCTYPE html><html>not found</html>');
  }));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => { server.close(() => resolve()); }));

describe('paths under /api that match nothing', () => {
  it('answer the JSON 404, whatever their shape', async () => {
    const token = await tokenFor(fx, 'partner');
    const paths = [
      '/api', '/api/', '/api?x=1', '/api/x', '/api//', '/apidemo/articles', `/api${fx.token}/check`, '/api/demo/unknown/thing',
      `/api/${fx.token}/unknown/thing`, `/api//${fx.token}/no_such_list`, '/api/auth', '/api/x/auth/session', '/api.json',
    ];
    for (const path of paths) {
      for (const method of ['GET', 'POST']) {
        const res = await fetch(`${base}${path}`, { method, headers: { authorization: `Bearer ${token}`, accept: 'application/json' } });
        expect(res.headers.get('x-served-by'), `${method} ${path}`).toBeNull();
        expect(res.headers.get('content-type'), `${method} ${path}`).toMatch(/^application\/problem\+json/);
        const problem = await expectProblem(res, 404, 'api.error.route.not-found');
        expect(problem.detail).toContain('No endpoint');
      }
    }
  });

  it('still sends next-auth\'s /api/auth/* and the pages to Next, and the API its own paths', async () => {
    for (const path of ['/api/auth/session', '/api/auth/csrf', `/${fx.token}`, '/ap', '/a/api']) {
      const res = await fetch(`${base}${path}`);
      expect(res.headers.get('x-served-by'), path).toBe('next');
      await res.text();
    }
    const clubs = await fetch(`${base}/api/${fx.token}/clubs`, { headers: { authorization: `Bearer ${await tokenFor(fx, 'partner')}` } });
    expect(clubs.status).toBe(200);
    await clubs.text();
  });
});

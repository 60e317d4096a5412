// Every answer carries a request id (the caller's, when it is a sensible one), to match logs to calls.
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { createRequestListener } from '../lib/server/request-listener';
import { call, createTenantFixture, tokenFor, type TenantFixture } from './factories';
import { expectProblem } from './problem';

let fx: TenantFixture;
beforeAll(async () => {
  fx = await createTenantFixture();
});

describe('x-request-id', () => {
  it('echoes the caller\'s id on success and on errors', async () => {
    const token = await tokenFor(fx, 'partner');
    const ok = await call(`/${fx.token}/clubs`, { token, headers: { 'x-request-id': 'partner-call-42' } });
    expect(ok.headers.get('x-request-id')).toBe('partner-call-42');
    const refused = await call(`/${fx.token}/clubs`, { headers: { 'x-request-id': 'partner-call-43' } });
    expect(refused.headers.get('x-request-id')).toBe('partner-call-43');
    await expectProblem(refused, 401, 'api.error.auth.invalid-token');
    const missing = await call('/no-such-tenant/clubs', { headers: { 'x-request-id': 'partner-call-44' } });
    expect(missing.headers.get('x-request-id')).toBe('partner-call-44');
  });

  it('makes a new id when the caller sends none or an unusable one', async () => {
    for (const given of [undefined, 'has spaces', 'x'.repeat(200), '<script>']) {
      const res = await call('/no-such-route', { headers: given ? { 'x-request-id': given } : {} });
      const id = res.headers.get('x-request-id');
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(id).not.toBe(given);
    }
  });

  it('gives the pages and the log line the id the answer carries, by the same rule', async () => {
    // The listener's view of the id is what the log line and Next get: echoed here by a stand-in page.
    const server = createServer(createRequestListener((req, res) => { res.end(String(req.headers['x-request-id'])); }));
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      for (const given of ['page-view-7', 'has spaces', undefined]) {
        const res = await fetch(`${base}/${fx.token}`, { headers: given ? { 'x-request-id': given } : {} });
        const seen = await res.text();
        expect(res.headers.get('x-request-id')).toBe(seen);
        if (given === 'page-view-7') expect(seen).toBe(given);
        else expect(seen).toMatch(/^[0-9a-f-]{36}$/);
      }
      const api = await fetch(`${base}/api/no-such-tenant/clubs`, { headers: { 'x-request-id': 'has spaces' } });
      expect(api.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      // An API answer over HTTP: the listener sets the id, the API its type; one of each.
      const token = await tokenFor(fx, 'partner');
      for (const [accept, type] of [['application/ld+json', 'application/ld+json'], ['application/json', 'application/json']]) {
        const served = await fetch(`${base}/api/${fx.token}/clubs`, {
          headers: { authorization: `Bearer ${token}`, accept: accept!, 'x-request-id': 'partner-call-45' },
        });
        expect(served.status).toBe(200);
        expect(served.headers.get('x-request-id')).toBe('partner-call-45');
        expect(served.headers.get('content-type')).toBe(`${type}; charset=utf-8`);
        expect(Array.isArray(await served.json())).toBe(accept === 'application/json');
      }
    } finally {
      server.close();
    }
  });

});

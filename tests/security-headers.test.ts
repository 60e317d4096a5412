// Security headers (issue 19, item 5), over real HTTP through the request listener server.ts uses:
// the API's answers may load nothing and be framed by nobody; pages get a policy with a fresh nonce,
// which Next reads from the request; HSTS when the request came over https.
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRequestListener } from '../lib/server/request-listener';
import { API_CSP, pagePolicy } from '../lib/server/security-headers';
import { createTenantFixture, tokenFor, type TenantFixture } from './factories';

let fx: TenantFixture;
let server: Server;
let base: string;
beforeAll(async () => {
  fx = await createTenantFixture();
  // A stand-in for Next: it answers with the CSP request header it was handed.
  server = createServer(createRequestListener((req, res) => {
    res.setHeader('content-type', 'text/plain');
    res.end(String(req.headers['content-security-policy']));
  }));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => { server.close(() => done()); }));

const nonceOf = (policy: string | null) => /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy ?? '')?.[1];

function expectShared(res: Response) {
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(res.headers.get('x-frame-options')).toBe('DENY');
}

describe('API answers', () => {
  it('carry a policy that loads nothing and forbids framing, on success and on every error', async () => {
    const token = await tokenFor(fx, 'partner');
    const answers = [
      await fetch(`${base}/api/${fx.token}/clubs`, { headers: { authorization: `Bearer ${token}` } }),
      await fetch(`${base}/api/${fx.token}/clubs`),
      await fetch(`${base}/api/no-such-tenant/clubs`),
      await fetch(`${base}/api/openapi.json`),
      await fetch(`${base}/api/${fx.token}/oauth/v2/token`, { method: 'POST', body: '{', headers: { 'content-type': 'application/json' } }),
    ];
    expect(answers.map((res) => res.status)).toEqual([200, 401, 404, 200, 400]);
    for (const res of answers) {
      expect(res.headers.get('content-security-policy')).toBe(API_CSP);
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expectShared(res);
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('let Swagger UI run from this origin at /api/docs, still unframeable', async () => {
    const res = await fetch(`${base}/api/docs`);
    expect(res.status).toBe(200);
    const policy = res.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("connect-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe-eval');
    expect(res.headers.get('content-security-policy')).not.toBe(API_CSP);
    expectShared(res);
    // Every script of the page is a file of this origin: nothing inline for the policy to allow.
    expect(await res.text()).not.toMatch(/<script>(?!<\/script>)/);
  });
});

describe('pages', () => {
  it('get a policy with a nonce, a new one per request, the same one Next is handed', async () => {
    const first = await fetch(`${base}/${fx.token}/admin`);
    const second = await fetch(`${base}/${fx.token}`);
    for (const res of [first, second]) {
      const policy = res.headers.get('content-security-policy');
      expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}' 'strict-dynamic'/);
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("object-src 'none'");
      expect(policy).not.toContain('unsafe-inline');
      expect(await res.text()).toBe(policy);
      expectShared(res);
    }
    expect(nonceOf(first.headers.get('content-security-policy'))).not.toBe(nonceOf(second.headers.get('content-security-policy')));
  });

  it('never take a nonce from the client', async () => {
    const res = await fetch(`${base}/${fx.token}`, {
      headers: { 'content-security-policy': "script-src 'nonce-chosenByTheClient'", 'content-security-policy-report-only': "script-src 'nonce-x'" },
    });
    const handedToNext = await res.text();
    expect(handedToNext).not.toContain('chosenByTheClient');
    expect(handedToNext).toBe(res.headers.get('content-security-policy'));
  });

  it('relax only what development needs', () => {
    expect(pagePolicy('n', { dev: false, https: false })).not.toMatch(/unsafe/);
    expect(pagePolicy('n', { dev: true, https: false })).toContain("'unsafe-eval'");
  });
});

describe('HSTS', () => {
  it('is sent when the request came over https (said by the proxy in front), on pages and API answers', async () => {
    for (const path of [`/${fx.token}`, `/api/${fx.token}/clubs`]) {
      const res = await fetch(`${base}${path}`, { headers: { 'x-forwarded-proto': 'https' } });
      expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      const plain = await fetch(`${base}${path}`, { headers: { 'x-forwarded-proto': 'http' } });
      expect(plain.headers.get('strict-transport-security')).toBeNull();
    }
    const page = await fetch(`${base}/${fx.token}`, { headers: { 'x-forwarded-proto': 'https,http' } });
    expect(page.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
  });
});

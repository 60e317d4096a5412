// Issue 19, item 4: rate limits answer 429 with retry-after (CONTRACT §2): API calls per client, token
// requests per client and address, sign-in codes per e-mail and address, wrong staff passwords; and
// password checks wait their turn instead of taking every core.
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { availableParallelism } from 'node:os';
import { hash } from '@node-rs/argon2';
import { beforeAll, describe, expect, it } from 'vitest';
import { config } from '../lib/config';
import { verifySecret } from '../lib/domain/auth/passwords';
import { requestMemberLoginCode } from '../lib/domain/auth/request-member-login-code';
import { verifyStaffCredentials } from '../lib/domain/auth/verify-staff-credentials';
import { clientAddressFromHeaders } from '../lib/limits/client-address';
import { RateLimit, RateLimitedError } from '../lib/limits/rate-limit';
import { createRequestListener } from '../lib/server/request-listener';
import { api, call, createTenantFixture, tokenFor, type TenantFixture } from './factories';
import { expectProblem } from './problem';

// Small limits, set before any limit is first used (each is made on first use from config).
config.limits.apiPerMinute = 5;
config.limits.tokenPerMinute = 3;
config.limits.signInPer15Minutes = 3;

let fx: TenantFixture;
beforeAll(async () => {
  fx = await createTenantFixture();
});

/** An address of our own: other test files on a shared PostgreSQL never use it. */
const newAddress = () => `10.${[...randomBytes(3)].join('.')}`;

async function expectRateLimited(res: Response) {
  const retryAfter = Number(res.headers.get('retry-after'));
  await expectProblem(res, 429, 'api.error.rate-limited');
  expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60, `retry-after ${retryAfter}`).toBe(true);
}

function tokenRequest(client: { id: string; secret: string }, address?: string) {
  const body = new URLSearchParams({ grant_type: 'client_credentials', client_id: client.id, client_secret: client.secret });
  // The Node listener's binding: the connection the request came on.
  const env = address ? ({ incoming: { socket: { remoteAddress: address } } } as never) : undefined;
  return api.request(`/api/${fx.token}/oauth/v2/token`, { method: 'POST', body }, env);
}

describe('API calls per client', () => {
  it('answers 429 with retry-after past the limit, for that client only', async () => {
    const [partner, admin] = await Promise.all([tokenFor(fx, 'partner'), tokenFor(fx, 'admin')]);
    for (let i = 0; i < 5; i += 1) expect((await call(`/${fx.token}/clubs`, { token: partner })).status).toBe(200);
    await expectRateLimited(await call(`/${fx.token}/clubs`, { token: partner }));
    await expectRateLimited(await call(`/${fx.token}/network_nodes`, { token: await tokenFor(fx, 'partner') }));
    expect((await call(`/${fx.token}/clubs`, { token: admin })).status).toBe(200);
  });

  it('counts in batches on a shared store without letting more through than the limit in one process', async () => {
    const limit = new RateLimit(`test-batch-${randomBytes(4).toString('hex')}`, { points: 10, durationSeconds: 60, detail: 'Test.', batch: 4 });
    for (let i = 0; i < 10; i += 1) await limit.consume('k');
    await expect(limit.consume('k')).rejects.toMatchObject({ code: 'api.error.rate-limited' });
    await expect(limit.consume('k')).rejects.toBeInstanceOf(RateLimitedError);
    await limit.consume('another key');
  });

  it('lets every simultaneous call under the limit through: one refill of the reserve at a time', async () => {
    // 200 calls at once with an empty reserve used to take a batch each (200 x 60 > 6,000).
    const limit = new RateLimit(`test-burst-${randomBytes(4).toString('hex')}`, { points: 6000, durationSeconds: 60, detail: 'Test.', batch: 60 });
    const outcomes = await Promise.all(Array.from({ length: 200 }, () => limit.consume('k').then(() => 'ok', (e: unknown) => e)));
    expect(outcomes.filter((o) => o !== 'ok')).toEqual([]);
  });

  it('lets no more than the limit through two processes sharing PostgreSQL', async () => {
    // Two limits of one name are what two processes have: one count in rate_limits (on PGlite, a
    // count each, in memory).
    const name = `test-shared-${randomBytes(4).toString('hex')}`;
    const processes = [1, 2].map(() => new RateLimit(name, { points: 10, durationSeconds: 60, detail: 'Test.', batch: 4 }));
    let passed = 0;
    for (let i = 0; i < 15; i += 1) {
      for (const limit of processes) passed += await limit.consume('k').then(() => 1, () => 0);
    }
    expect(passed).toBe(config.databaseUrl ? 10 : 20);
  });
});

describe('token requests', () => {
  it('per client and address: 429 with retry-after past the limit; other addresses are not held', async () => {
    const address = newAddress();
    for (let i = 0; i < 3; i += 1) expect((await tokenRequest(fx.clients.partner, address)).status).toBe(200);
    await expectRateLimited(await tokenRequest(fx.clients.partner, address));
    // Refused before the secret is checked: a right or a wrong one gets the same answer.
    await expectRateLimited(await tokenRequest({ ...fx.clients.partner, secret: 'wrong' }, address));
    expect((await tokenRequest(fx.clients.partner, newAddress())).status).toBe(200);
    expect((await tokenRequest(fx.clients.admin, address)).status).toBe(200);
  });

  it('per address: one address trying many client ids is held at ten times the limit', async () => {
    const address = newAddress();
    for (let i = 0; i < 30; i += 1) {
      const res = await tokenRequest({ id: `nobody-${i}-${address}`, secret: 'wrong' }, address);
      expect(res.status).toBe(401);
    }
    await expectRateLimited(await tokenRequest({ id: 'nobody-else', secret: 'wrong' }, address));
  });

  it('names the trusted proxy\'s address with TRUST_PROXY, never an address the caller wrote', async () => {
    const [real, written] = [newAddress(), newAddress()];
    const viaProxy = (forwarded: string) => api.request(`/api/${fx.token}/oauth/v2/token`, {
      method: 'POST', headers: { 'x-forwarded-for': forwarded },
      body: new URLSearchParams({ grant_type: 'client_credentials', client_id: fx.clients.admin.id, client_secret: fx.clients.admin.secret }),
    }, { incoming: { socket: { remoteAddress: '127.0.0.1' } } } as never);
    config.trustedProxyHops = 1;
    try {
      for (let i = 0; i < 3; i += 1) expect((await viaProxy(`${newAddress()}, ${real}`)).status).toBe(200);
      await expectRateLimited(await viaProxy(`${written}, ${real}`));
    } finally {
      config.trustedProxyHops = 0;
    }
  });
});

describe('member sign-in codes', () => {
  it('per e-mail, known or not: a RateLimitedError past the limit', async () => {
    for (const email of [fx.emails.alice, `nobody-${randomBytes(4).toString('hex')}@example.test`]) {
      for (let i = 0; i < 3; i += 1) await requestMemberLoginCode({ tenant: fx.tenant, email });
      const refused = await requestMemberLoginCode({ tenant: fx.tenant, email: email.toUpperCase() }).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(RateLimitedError);
      expect(refused).toMatchObject({ code: 'api.error.rate-limited' });
      expect((refused as RateLimitedError).retryAfterSeconds).toBeGreaterThan(0);
    }
  });

  it('per address: many e-mails from one address are held at ten times the limit', async () => {
    const address = newAddress();
    for (let i = 0; i < 30; i += 1) await requestMemberLoginCode({ tenant: fx.tenant, email: `n${i}@${address}.test`, address });
    await expect(requestMemberLoginCode({ tenant: fx.tenant, email: `more@${address}.test`, address })).rejects.toBeInstanceOf(RateLimitedError);
    await requestMemberLoginCode({ tenant: fx.tenant, email: `more@${address}.test`, address: newAddress() });
  });
});

describe('staff sign-in', () => {
  it('holds an e-mail from an address after too many wrong passwords; right ones do not count', async () => {
    const staff = (await createTenantFixture());
    const [address, elsewhere] = [newAddress(), newAddress()];
    const signIn = (password: string, from = address) => verifyStaffCredentials({ tenant: staff.tenant, email: staff.staff.email, password, address: from });
    for (let i = 0; i < 5; i += 1) expect(await signIn(staff.staff.password)).not.toBeNull();
    for (let i = 0; i < 3; i += 1) expect(await signIn('wrong password')).toBeNull();
    await expect(signIn(staff.staff.password)).rejects.toBeInstanceOf(RateLimitedError);
    expect(await signIn(staff.staff.password, elsewhere)).not.toBeNull();
  });

  it('counts the pages\' tries by the connection\'s address, whatever x-forwarded-for each one names (TRUST_PROXY=0)', async () => {
    // Issue 26.1: the staff sign-in action read x-forwarded-for, which Next leaves as the caller wrote
    // it: a new forged address per try passed every per-address limit. A stand-in page does what the
    // action does (lib/limits/client-address.ts, then the domain), behind the real request listener.
    const staff = await createTenantFixture();
    const server = createServer(createRequestListener((req, res) => {
      const password = new URL(req.url ?? '/', 'http://x').searchParams.get('password') ?? '';
      verifyStaffCredentials({ tenant: staff.tenant, email: staff.staff.email, password, address: clientAddressFromHeaders(req.headers) })
        .then((who) => res.end(who ? 'signed-in' : 'refused'), (error: unknown) => res.end(error instanceof RateLimitedError ? 'rate-limited' : 'failed'));
    }));
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/${staff.token}/admin`;
    const signIn = async (password: string) => (await fetch(`${base}?password=${encodeURIComponent(password)}`, {
      headers: { 'x-forwarded-for': newAddress(), 'x-club-client-address': newAddress() },
    })).text();
    try {
      // 25 wrong tries stay under the per-e-mail limit (30 here), so only the per-address ones can hold them.
      const answers = [];
      for (let i = 0; i < 25; i += 1) answers.push(await signIn('wrong password'));
      expect(answers).toContain('rate-limited');
      expect(await signIn(staff.staff.password)).toBe('rate-limited');
    } finally {
      server.close();
    }
  });
});

describe('password checks', () => {
  it('run a few at a time; past the queue they are refused, and a pair that verified recently skips it', async () => {
    const hashed = await hash('the-right-secret');
    expect(await verifySecret(hashed, 'the-right-secret')).toBe(true);
    const running = Math.max(1, Math.floor(availableParallelism() / 2));
    const flood = await Promise.allSettled([
      ...Array.from({ length: running + 32 + 8 }, (_, i) => verifySecret(hashed, `wrong-${i}`)),
      verifySecret(hashed, 'the-right-secret'),
    ]);
    const refused = flood.filter((r) => r.status === 'rejected');
    expect(refused).toHaveLength(8);
    for (const r of refused) expect((r as PromiseRejectedResult).reason).toBeInstanceOf(RateLimitedError);
    expect(flood.at(-1)).toEqual({ status: 'fulfilled', value: true });
    expect(flood.filter((r) => r.status === 'fulfilled' && r.value === false)).toHaveLength(running + 32);
  });
});

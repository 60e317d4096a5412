// Issue 19, item 2: tokens cannot be forged. Without AUTH_SECRET the deployment makes its own random
// secret, kept in its database; production refuses to start without one; a token signed with any
// other key (the development secret once published in lib/config.ts included) is a 401.
import { spawnSync } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { authOptions } from '../lib/auth/options';
import { config, configuredAuthSecret, MIN_AUTH_SECRET_LENGTH } from '../lib/config';
import { getDb } from '../lib/db/client';
import { appSecrets } from '../lib/db/schema';
import { authSecret, resolvedAuthSecret } from '../lib/secrets/auth-secret';
import { call, createTenantFixture, tokenFor, type TenantFixture } from './factories';
import { expectProblem } from './problem';

const PUBLISHED = 'sandbox-only-secret-do-not-use-in-production-0123456789';

let fx: TenantFixture;
beforeAll(async () => {
  fx = await createTenantFixture();
});

/** A token with every claim the token endpoint would give fx's partner client, signed with `key`. */
function forged(key: string) {
  return new SignJWT({ tid: fx.tenant.id, tt: fx.token, grant: 'client', scope: 'partner admin' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setIssuer('club-management-service')
    .setSubject(fx.clients.partner.id).setIssuedAt().setExpirationTime('1h')
    .sign(new TextEncoder().encode(key));
}

describe('the generated signing secret', () => {
  it('is what tests run with: no AUTH_SECRET is configured', () => {
    expect(config.configuredAuthSecret).toBeUndefined();
  });

  it('is random, kept in the database, and the same at every lookup', async () => {
    const first = await authSecret();
    expect(first).not.toBe(PUBLISHED);
    expect(Buffer.from(first, 'base64url').length).toBe(32);
    expect(await authSecret()).toBe(first);
    const [row] = await (await getDb()).select().from(appSecrets).where(eq(appSecrets.name, 'auth'));
    expect(row?.value).toBe(first);
  });

  it('is read back, not made anew, by a process that starts later (another process on the same data)', async () => {
    const first = await authSecret();
    const holder = globalThis as unknown as { __clubAuthSecret?: Promise<string>; __clubAuthSecretValue?: string };
    delete holder.__clubAuthSecret;
    delete holder.__clubAuthSecretValue;
    const again = await Promise.all([authSecret(), authSecret()]);
    expect(again).toEqual([first, first]);
    expect(resolvedAuthSecret()).toBe(first);
  });

  it('signs web sessions too: next-auth reads the same secret', async () => {
    expect(authOptions.secret).toBe(await authSecret());
  });
});

describe('forged tokens', () => {
  it('a token signed with the stored secret is accepted (the control)', async () => {
    const res = await call(`/${fx.token}/clubs`, { token: await forged(await authSecret()) });
    expect(res.status).toBe(200);
    expect((await call(`/${fx.token}/clubs`, { token: await tokenFor(fx, 'partner') })).status).toBe(200);
  });

  it('a token signed with the once-published development secret is a 401', async () => {
    await expectProblem(await call(`/${fx.token}/clubs`, { token: await forged(PUBLISHED) }), 401, 'api.error.auth.invalid-token');
    await expectProblem(await call(`/${fx.token}/api_clients`, { method: 'POST', body: { name: 'x', scopes: ['admin'] }, token: await forged(PUBLISHED) }),
      401, 'api.error.auth.invalid-token');
  });

  it('a token signed with any other key is a 401', async () => {
    for (const key of [crypto.randomUUID(), Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url'), '']) {
      const token = key === '' ? (await forged('x')).replace(/\.[^.]*$/, '.') : await forged(key);
      await expectProblem(await call(`/${fx.token}/clubs`, { token }), 401, 'api.error.auth.invalid-token');
    }
  });
});

describe('configuration', () => {
  const long = 'p'.repeat(MIN_AUTH_SECRET_LENGTH);

  it('production refuses a missing or short AUTH_SECRET', () => {
    expect(() => configuredAuthSecret('production', {})).toThrow(/AUTH_SECRET is required/);
    expect(() => configuredAuthSecret('production', { AUTH_SECRET: '' })).toThrow(/AUTH_SECRET is required/);
    expect(() => configuredAuthSecret('production', { AUTH_SECRET: long.slice(1) })).toThrow(/at least 32/);
    expect(configuredAuthSecret('production', { AUTH_SECRET: long })).toBe(long);
    expect(configuredAuthSecret('production', { NEXTAUTH_SECRET: long })).toBe(long);
  });

  it('sandbox and tests take AUTH_SECRET when given, else leave it to the generated one', () => {
    expect(configuredAuthSecret('sandbox', {})).toBeUndefined();
    expect(configuredAuthSecret('test', { AUTH_SECRET: 'short' })).toBe('short');
  });

  it('a production process without AUTH_SECRET stops at start-up', () => {
    const env = { ...process.env, APP_ENV: 'production', AUTH_SECRET: '', NEXTAUTH_SECRET: '' };
    const run = spawnSync(process.execPath, ['--import', 'tsx', '-e', "await import('./lib/config.ts'); console.log('started')"],
      { env, encoding: 'utf8', timeout: 20_000 });
    expect(run.status).not.toBe(0);
    expect(run.stdout).not.toContain('started');
    expect(run.stderr).toContain('AUTH_SECRET is required in production');
  });
});

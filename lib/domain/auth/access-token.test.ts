import fc from 'fast-check';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { config } from '../../config';
import { signAccessToken, verifyAccessToken, type AccessClaims } from './access-token';

const claims = fc.record({
  tenantId: fc.integer({ min: 1, max: 2_147_483_647 }),
  tenantToken: fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/),
  clientId: fc.string({ minLength: 1, maxLength: 60 }),
  grant: fc.constantFrom('client' as const, 'contact' as const, 'club' as const),
  scopes: fc.subarray(['partner', 'admin'] as ('partner' | 'admin')[], { minLength: 1 }),
  contactId: fc.option(fc.integer({ min: 1, max: 2_147_483_647 }), { nil: undefined }),
  clubId: fc.option(fc.integer({ min: 1, max: 2_147_483_647 }), { nil: undefined }),
}).map((c) => Object.fromEntries(Object.entries(c).filter(([, v]) => v !== undefined)) as unknown as AccessClaims);

const base: AccessClaims = { tenantId: 7, tenantToken: 'demo', clientId: 'demo-partner', grant: 'client', scopes: ['partner'] };
// A unit test has no database to keep a generated secret in: it configures one, as AUTH_SECRET would.
config.configuredAuthSecret = 'unit-test-signing-secret-0123456789abcdef';
const secret = () => new TextEncoder().encode(config.configuredAuthSecret);

describe('access tokens', () => {
  it('verify gives back exactly the claims that were signed', async () => {
    await fc.assert(fc.asyncProperty(claims, async (c) => {
      expect(await verifyAccessToken(await signAccessToken(c))).toEqual(c);
    }), { numRuns: 50 });
  });

  it('expire after their lifetime', async () => {
    expect(await verifyAccessToken(await signAccessToken(base, -1))).toBeNull();
    expect(await verifyAccessToken(await signAccessToken(base, 60))).toEqual(base);
  });

  it('refuse any change to header, claims or signature', async () => {
    const token = await signAccessToken(base);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const raised = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), scope: 'partner admin' })).toString('base64url');
    expect(await verifyAccessToken(`${header}.${raised}.${signature}`)).toBeNull();
    const flipped = signature.slice(0, -2) + (signature.endsWith('AA') ? 'BB' : 'AA');
    expect(await verifyAccessToken(`${header}.${payload}.${flipped}`)).toBeNull();
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect(await verifyAccessToken(`${none}.${payload}.`)).toBeNull();
  });

  it('refuse tokens signed with another key, for another issuer, or with claims of the wrong type', async () => {
    const sign = (payload: Record<string, unknown>, key = secret(), issuer = 'club-management-service') =>
      new SignJWT(payload).setProtectedHeader({ alg: 'HS256' }).setIssuer(issuer).setSubject('c').setExpirationTime('1h').sign(key);
    const good = { tid: 1, tt: 'demo', grant: 'client', scope: 'partner' };
    expect(await verifyAccessToken(await sign(good))).not.toBeNull();
    expect(await verifyAccessToken(await sign(good, new TextEncoder().encode('another-secret-of-enough-length-000000')))).toBeNull();
    // The development secret once written in lib/config.ts, which anyone could read.
    expect(await verifyAccessToken(await sign(good, new TextEncoder().encode('sandbox-only-secret-do-not-use-in-production-0123456789')))).toBeNull();
    expect(await verifyAccessToken(await sign(good, secret(), 'someone-else'))).toBeNull();
    for (const bad of [{ ...good, tid: '1' }, { ...good, tt: 1 }, { ...good, grant: 'root' }, { ...good, scope: ['partner'] }]) {
      expect(await verifyAccessToken(await sign(bad))).toBeNull();
    }
  });

  it('keep only known scopes', async () => {
    const token = await new SignJWT({ tid: 1, tt: 'demo', grant: 'client', scope: 'partner superuser' })
      .setProtectedHeader({ alg: 'HS256' }).setIssuer('club-management-service').setSubject('c').setExpirationTime('1h').sign(secret());
    expect((await verifyAccessToken(token))?.scopes).toEqual(['partner']);
  });

  it('answer null, never throw, for garbage', async () => {
    await fc.assert(fc.asyncProperty(fc.string(), async (value) => {
      expect(await verifyAccessToken(value)).toBeNull();
    }));
  });
});

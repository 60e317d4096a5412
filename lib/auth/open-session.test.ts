import { describe, expect, it } from 'vitest';
import { sessionCookieOf } from './open-session';

// The cookie next-auth v4 reads: its name and flag follow the origin next-auth detects.
describe('sessionCookieOf', () => {
  const request = new Headers({ host: 'clubs.example', 'x-forwarded-proto': 'https' });

  it('is the plain cookie when next-auth sees no https origin', () => {
    expect(sessionCookieOf(request, {}, undefined)).toEqual({ name: 'next-auth.session-token', secure: false });
    expect(sessionCookieOf(request, { NEXTAUTH_URL: 'http://localhost:3000' }, undefined)).toEqual({ name: 'next-auth.session-token', secure: false });
  });

  it('is the __Secure- cookie for an https NEXTAUTH_URL, or a forwarded https host when trusted', () => {
    expect(sessionCookieOf(request, { NEXTAUTH_URL: 'https://clubs.example' }, undefined)).toEqual({ name: '__Secure-next-auth.session-token', secure: true });
    expect(sessionCookieOf(request, { AUTH_TRUST_HOST: 'true' }, undefined)).toEqual({ name: '__Secure-next-auth.session-token', secure: true });
    expect(sessionCookieOf(new Headers({ host: 'h', 'x-forwarded-proto': 'http' }), { AUTH_TRUST_HOST: '1' }, undefined).secure).toBe(false);
  });

  it('follows the options\' useSecureCookies when set', () => {
    expect(sessionCookieOf(request, { NEXTAUTH_URL: 'https://clubs.example' }, false).secure).toBe(false);
    expect(sessionCookieOf(request, {}, true).name).toBe('__Secure-next-auth.session-token');
  });
});

// Opening a web session from a server action: the sign-in forms post to server actions (so that they
// work before scripts load, docs/decisions.md), which check the e-mail and code or password through
// the domain and then write the session cookie that next-auth reads (getServerSession, session.ts)
// and clears (signOut). Its token is the one next-auth's own sign-in would have written: a JWT
// encrypted with next-auth's `encode` under the same secret, carrying the identity (options.ts).
import { encode } from 'next-auth/jwt';
import { cookies, headers } from 'next/headers';
import { envNow, type Env } from '../env';
import { authSecret } from '../secrets/auth-secret';
import type { WebIdentity } from './identity';
import { authOptions, SESSION_MAX_AGE_SECONDS } from './options';

const SESSION_COOKIE = 'next-auth.session-token';

/** next-auth's variables as they are now: server.ts sets AUTH_TRUST_HOST after lib/env.ts is read. */
function nextAuthVars(): Pick<Env, 'NEXTAUTH_URL' | 'VERCEL' | 'AUTH_TRUST_HOST'> {
  return { NEXTAUTH_URL: envNow('NEXTAUTH_URL'), VERCEL: envNow('VERCEL'), AUTH_TRUST_HOST: envNow('AUTH_TRUST_HOST') };
}

/**
 * The session cookie's name and `secure` flag, chosen as next-auth v4 chooses them (core/init.js,
 * utils/detect-origin.js): secure cookies, named `__Secure-…`, when the origin it detects is https,
 * which is NEXTAUTH_URL, else the forwarded host on Vercel or with AUTH_TRUST_HOST, else none (http).
 */
export function sessionCookieOf(
  requestHeaders: Pick<Headers, 'get'>,
  env: Pick<Env, 'NEXTAUTH_URL' | 'VERCEL' | 'AUTH_TRUST_HOST'> = nextAuthVars(),
  useSecureCookies: boolean | undefined = authOptions.useSecureCookies,
): { name: string; secure: boolean } {
  let origin = env.NEXTAUTH_URL;
  if (!origin && (env.VERCEL ?? env.AUTH_TRUST_HOST)) {
    const host = requestHeaders.get('x-forwarded-host') ?? requestHeaders.get('host');
    origin = `${requestHeaders.get('x-forwarded-proto') === 'http' ? 'http' : 'https'}://${host}`;
  }
  const secure = useSecureCookies ?? Boolean(origin?.startsWith('https://'));
  return { name: secure ? `__Secure-${SESSION_COOKIE}` : SESSION_COOKIE, secure };
}

/** Signs the browser in as `identity`, replacing any session it had (one per browser). */
export async function openSession(identity: WebIdentity): Promise<void> {
  const secret = await authSecret();
  const id = identity.role === 'staff' ? `staff:${identity.tenant}:${identity.userId}` : `member:${identity.tenant}:${identity.contactId}`;
  const token = await encode({
    token: { name: identity.name, email: identity.email, sub: id, identity },
    secret,
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
  const { name, secure } = sessionCookieOf(await headers());
  (await cookies()).set(name, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure,
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
}

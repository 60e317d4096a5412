// Signing out from a server action: the session is the cookie open-session.ts wrote (a JWT, nothing
// kept on the server), so ending it is removing that cookie, under the name next-auth would use.
import { cookies, headers } from 'next/headers';
import { sessionCookieOf } from './open-session';

/** Ends this browser's session, whoever it was for. */
export async function closeSession(): Promise<void> {
  const { name, secure } = sessionCookieOf(await headers());
  (await cookies()).set(name, '', { httpOnly: true, sameSite: 'lax', path: '/', secure, maxAge: 0 });
}

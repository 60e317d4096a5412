import type { NextAuthOptions } from 'next-auth';
import { resolvedAuthSecret } from '../secrets/auth-secret';

/** A working day: a back-office session left open on a shared desk does not outlive the shift. */
export const SESSION_MAX_AGE_SECONDS = 12 * 60 * 60;

export const authOptions: NextAuthOptions = {
  // Read when next-auth handles a request (its route copies or reads the options then), by which
  // time server.ts has resolved the deployment's secret: the same one that signs access tokens.
  get secret() {
    return resolvedAuthSecret();
  },
  session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE_SECONDS },
  // No providers: the tenants' sign-in forms post to server actions that check the e-mail and code or
  // password through the domain and open the session themselves (open-session.ts), with or without
  // scripts. next-auth reads and ends sessions; its built-in pages are never shown, so anything that
  // would lead there lands on the home page instead.
  providers: [],
  pages: { signIn: '/', signOut: '/', error: '/', verifyRequest: '/', newUser: '/' },
  callbacks: {
    jwt({ token, user }) {
      if (user) token.identity = user.identity;
      return token;
    },
    session({ session, token }) {
      if (token.identity) session.identity = token.identity;
      return session;
    },
  },
};

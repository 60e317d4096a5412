import type { NextAuthOptions } from 'next-auth';
import { resolvedAuthSecret } from '../secrets/auth-secret';
import { memberProvider, staffProvider } from './providers';

/** A working day: a back-office session left open on a shared desk does not outlive the shift. */
const SESSION_MAX_AGE_SECONDS = 12 * 60 * 60;

export const authOptions: NextAuthOptions = {
  // Read when next-auth handles a request (its route copies or reads the options then), by which
  // time server.ts has resolved the deployment's secret: the same one that signs access tokens.
  get secret() {
    return resolvedAuthSecret();
  },
  session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE_SECONDS },
  providers: [staffProvider, memberProvider],
  // Sign-in happens on each tenant's own pages (with redirect: false); next-auth's built-in pages
  // are never shown, so anything that would lead there lands on the home page instead.
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

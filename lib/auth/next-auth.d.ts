// next-auth's types, extended with our identity (see identity.ts).
import type { WebIdentity } from './identity';

declare module 'next-auth' {
  interface Session {
    identity?: WebIdentity;
  }
  interface User {
    identity: WebIdentity;
  }
}

declare module 'next-auth/jwt' {
  interface JWT {
    identity?: WebIdentity;
  }
}

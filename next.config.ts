import type { NextConfig } from 'next';

const config: NextConfig = {
  // PGlite must be opened once per process and argon2 is native: keep them out of the bundle
  // so server.ts and Next share the same module instance (see docs/architecture.md).
  serverExternalPackages: ['@electric-sql/pglite', 'pg', '@node-rs/argon2', 'pino'],
  poweredByHeader: false,
  typedRoutes: false,
};

export default config;

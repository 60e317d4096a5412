import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const config: NextConfig = {
  // PGlite must be opened once per process and argon2 is native: keep them out of the bundle
  // so server.ts and Next share the same module instance (see docs/architecture.md).
  serverExternalPackages: ['@electric-sql/pglite', 'pg', '@node-rs/argon2', 'pino'],
  poweredByHeader: false,
  // Separate build directories let several builds (parallel e2e runs) share one checkout.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  typedRoutes: false,
  // The whole project is type-checked once, by `npm run typecheck` (CI runs it before the build);
  // checking again inside every build cost each e2e run a minute on two cores.
  typescript: { ignoreBuildErrors: true },
};

// next-intl finds each request's language and catalog in i18n/request.ts (docs/architecture.md, Languages).
// The catalogs' ICU messages are compiled when the app is built, so browsers get the small formatter
// without the message parser (about 8 kB of every page's first load; docs/decisions.md, Languages).
// Code run outside Next (server.ts's API, tests) reads the same JSON as written and parses it itself.
export default createNextIntlPlugin({
  requestConfig: './i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: ['en', 'fr'], precompile: true } },
})(config);

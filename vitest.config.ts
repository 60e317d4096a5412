import { defineConfig } from 'vitest/config';

// Unit tests sit beside the code (lib/**/*.test.ts); API and database tests in tests/. Each test
// file gets its own in-memory PGlite, or the PostgreSQL of DATABASE_URL when it is set.
export default defineConfig({
  resolve: { alias: { '@': new URL('./', import.meta.url).pathname } },
  test: {
    // *.pg.test.ts need several processes on one database: they run only when DATABASE_URL is set.
    include: ['lib/**/*.test.ts', 'tests/**/*.test.ts'],
    exclude: process.env.DATABASE_URL ? ['node_modules/**'] : ['node_modules/**', '**/*.pg.test.ts'],
    globalSetup: ['tests/global-setup.ts'],
    setupFiles: ['tests/setup.ts'],
    env: { APP_ENV: 'test', PGLITE_DIR: 'memory://', LOG_LEVEL: 'silent' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});

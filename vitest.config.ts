import { defineConfig } from 'vitest/config';

// Unit tests sit beside the code (lib/**/*.test.ts); API and database tests in tests/. Each test
// file gets its own in-memory PGlite, or the PostgreSQL of DATABASE_URL when it is set.
export default defineConfig({
  resolve: { alias: { '@': new URL('./', import.meta.url).pathname } },
  test: {
    include: ['lib/**/*.test.ts', 'tests/**/*.test.ts'],
    setupFiles: ['tests/setup.ts'],
    env: { APP_ENV: 'test', PGLITE_DIR: 'memory://', LOG_LEVEL: 'silent' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});

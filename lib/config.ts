// Process configuration, read once. Everything environment-dependent goes through here.
import { availableParallelism } from 'node:os';
export type AppEnv = 'sandbox' | 'production' | 'test';

function appEnv(): AppEnv {
  const value = process.env.APP_ENV ?? 'sandbox';
  if (value === 'sandbox' || value === 'production' || value === 'test') return value;
  throw new Error(`APP_ENV must be sandbox, production or test, not "${value}"`);
}

function authSecret(env: AppEnv): string {
  const secret = process.env.AUTH_SECRET ?? process.env.NEXTAUTH_SECRET;
  if (secret) return secret;
  if (env === 'production') throw new Error('AUTH_SECRET is required in production');
  // Sandbox and tests get a fixed development secret so a fresh checkout runs with no setup.
  return 'sandbox-only-secret-do-not-use-in-production-0123456789';
}

/**
 * Connections to PostgreSQL per process: DATABASE_POOL_SIZE, else twice this machine's cores plus
 * two. More connections than the database's cores can run only queue inside PostgreSQL, where they
 * cost it CPU (docs/decisions.md, Runtime); a database on a bigger host than the app's wants
 * DATABASE_POOL_SIZE set.
 */
function databasePoolSize(): number {
  const given = Number(process.env.DATABASE_POOL_SIZE);
  return Number.isInteger(given) && given > 0 ? given : 2 * availableParallelism() + 2;
}

const env = appEnv();

export const config = {
  env,
  isSandbox: env !== 'production',
  databaseUrl: process.env.DATABASE_URL || undefined,
  databasePoolSize: databasePoolSize(),
  dataDir: process.env.PGLITE_DIR ?? '.data/pglite',
  authSecret: authSecret(env),
  port: Number(process.env.PORT ?? 3000),
  accessTokenTtlSeconds: 3600,
  maxBodyBytes: 1024 * 1024,
};

// Process configuration, read once. Everything environment-dependent goes through here.
import { availableParallelism } from 'node:os';
export type AppEnv = 'sandbox' | 'production' | 'test';

function appEnv(): AppEnv {
  const value = process.env.APP_ENV ?? 'sandbox';
  if (value === 'sandbox' || value === 'production' || value === 'test') return value;
  throw new Error(`APP_ENV must be sandbox, production or test, not "${value}"`);
}

/** Shortest AUTH_SECRET production accepts: 32 characters, e.g. `openssl rand -base64 32`. */
export const MIN_AUTH_SECRET_LENGTH = 32;

/**
 * The signing secret of tokens and sessions given in the environment (AUTH_SECRET, or next-auth's
 * NEXTAUTH_SECRET), or undefined: then the deployment makes one on its first start and keeps it with
 * its data (lib/secrets/auth-secret.ts). Production refuses to start without one of its own, and with
 * one short enough to guess; no secret is ever built into the code, where anyone could read it.
 */
export function configuredAuthSecret(env: AppEnv, vars: Record<string, string | undefined> = process.env): string | undefined {
  const secret = vars.AUTH_SECRET || vars.NEXTAUTH_SECRET || undefined;
  if (env !== 'production') return secret;
  if (!secret) throw new Error('AUTH_SECRET is required in production (for example: openssl rand -base64 32).');
  if (secret.length < MIN_AUTH_SECRET_LENGTH) throw new Error(`AUTH_SECRET must be at least ${MIN_AUTH_SECRET_LENGTH} characters in production.`);
  return secret;
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

/** A positive whole number from the environment, else `fallback`. */
function positiveInteger(name: string, fallback: number): number {
  const given = Number(process.env[name]);
  return Number.isInteger(given) && given > 0 ? given : fallback;
}

const env = appEnv();

export const config = {
  env,
  isSandbox: env !== 'production',
  /**
   * Webhooks may be posted to loopback addresses, for a receiver on this machine: WEBHOOK_ALLOW_LOOPBACK
   * (on unless `0`) in the sandbox and tests; always off in production (docs/security.md).
   */
  webhookAllowLoopback: env !== 'production' && process.env.WEBHOOK_ALLOW_LOOPBACK !== '0',
  /** Sockets one process holds at most (MAX_CONNECTIONS); more are closed as they arrive (lib/server/http-server.ts). */
  maxConnections: Math.max(1, Math.floor(Number(process.env.MAX_CONNECTIONS) || 4096)),
  databaseUrl: process.env.DATABASE_URL || undefined,
  databasePoolSize: databasePoolSize(),
  dataDir: process.env.PGLITE_DIR ?? '.data/pglite',
  /** Undefined: the generated secret kept with the data is used (lib/secrets/auth-secret.ts). */
  configuredAuthSecret: configuredAuthSecret(env),
  port: Number(process.env.PORT ?? 3000),
  accessTokenTtlSeconds: 3600,
  maxBodyBytes: 1024 * 1024,
  /**
   * Proxies in front of the service whose x-forwarded-for entries are believed (TRUST_PROXY): with
   * N, a caller's address is the Nth entry from the right; with 0, the connection's own address.
   */
  trustedProxyHops: Math.max(0, Math.trunc(Number(process.env.TRUST_PROXY)) || 0),
  /** Rate limits (lib/limits/limits.ts); each address may use ten times a key's own limit. */
  limits: {
    /** Calls to the partner API per client and minute. */
    apiPerMinute: positiveInteger('API_RATE_LIMIT_PER_MINUTE', 6000),
    /** Token requests per client id and address, per minute. */
    tokenPerMinute: positiveInteger('TOKEN_RATE_LIMIT_PER_MINUTE', 60),
    /** Sign-in codes asked for per e-mail, and wrong staff passwords per e-mail and address, per 15 minutes. */
    signInPer15Minutes: positiveInteger('SIGN_IN_RATE_LIMIT_PER_15_MINUTES', 20),
  },
};

// Process configuration, read once from the parsed environment (lib/env.ts). Tests change some of
// these fields while they run (rate limits, proxies, the database), so the object stays writable.
import { availableParallelism } from 'node:os';
import { env as vars, type Env } from './env';

export type AppEnv = Env['APP_ENV'];

/** Shortest AUTH_SECRET production accepts: 32 characters, e.g. `openssl rand -base64 32`. */
export const MIN_AUTH_SECRET_LENGTH = 32;

/**
 * The signing secret of tokens and sessions given in the environment (AUTH_SECRET, or next-auth's
 * NEXTAUTH_SECRET), or undefined: then the deployment makes one on its first start and keeps it with
 * its data (lib/secrets/auth-secret.ts). Production refuses to start without one of its own, and with
 * one short enough to guess; no secret is ever built into the code, where anyone could read it.
 */
export function configuredAuthSecret(env: AppEnv, given: Pick<Env, 'AUTH_SECRET' | 'NEXTAUTH_SECRET'> = vars): string | undefined {
  const secret = given.AUTH_SECRET || given.NEXTAUTH_SECRET || undefined;
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
  return vars.DATABASE_POOL_SIZE ?? 2 * availableParallelism() + 2;
}

const env = vars.APP_ENV;

export const config = {
  env,
  isSandbox: env !== 'production',
  /**
   * Webhooks may be posted to loopback addresses, for a receiver on this machine: WEBHOOK_ALLOW_LOOPBACK
   * (on unless `0`) in the sandbox and tests; always off in production (docs/security.md).
   */
  webhookAllowLoopback: env !== 'production' && vars.WEBHOOK_ALLOW_LOOPBACK,
  /** Sockets one process holds at most (MAX_CONNECTIONS); more are closed as they arrive (lib/server/http-server.ts). */
  maxConnections: vars.MAX_CONNECTIONS,
  databaseUrl: vars.DATABASE_URL,
  databasePoolSize: databasePoolSize(),
  dataDir: vars.PGLITE_DIR,
  /** Undefined: the generated secret kept with the data is used (lib/secrets/auth-secret.ts). */
  configuredAuthSecret: configuredAuthSecret(env),
  port: vars.PORT,
  accessTokenTtlSeconds: 3600,
  maxBodyBytes: 1024 * 1024,
  /**
   * Proxies in front of the service whose x-forwarded-for entries are believed (TRUST_PROXY): with
   * N, a caller's address is the Nth entry from the right; with 0, the connection's own address.
   */
  trustedProxyHops: vars.TRUST_PROXY,
  /** Rate limits (lib/limits/limits.ts); each address may use ten times a key's own limit. */
  limits: {
    /** Calls to the partner API per client and minute. */
    apiPerMinute: vars.API_RATE_LIMIT_PER_MINUTE,
    /** Token requests per client id and address, per minute. */
    tokenPerMinute: vars.TOKEN_RATE_LIMIT_PER_MINUTE,
    /** Sign-in codes asked for per e-mail, and wrong staff passwords per e-mail and address, per 15 minutes. */
    signInPer15Minutes: vars.SIGN_IN_RATE_LIMIT_PER_15_MINUTES,
  },
};

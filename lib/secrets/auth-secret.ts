// The secret that signs access tokens, web sessions and sign-in code hashes. AUTH_SECRET when it is
// set (production requires it: lib/config.ts); otherwise the deployment makes a random one the first
// time it is asked and keeps it in its database (the PGlite directory, or PostgreSQL, where every
// process reads the same row). It is never a value written in the code, which anyone can read.
//
// server.ts loads lib/ through Node while Next bundles its own copy: the secret is kept on globalThis,
// so both copies use the one resolved after the database is prepared.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { config } from '../config';
import { getDb } from '../db/client';
import { appSecrets } from '../db/schema';

const NAME = 'auth';
const holder = globalThis as unknown as { __clubAuthSecret?: Promise<string>; __clubAuthSecretValue?: string };

async function configuredOrStored(): Promise<string> {
  if (config.configuredAuthSecret) return config.configuredAuthSecret;
  const db = await getDb();
  // Processes starting together may each offer a secret: the first row written wins, and every
  // process reads that one back.
  await db.insert(appSecrets).values({ name: NAME, value: randomBytes(32).toString('base64url') }).onConflictDoNothing();
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, NAME));
  if (!row) throw new Error('The signing secret could not be stored.');
  return row.value;
}

/** The signing secret, resolved once per process. */
export function authSecret(): Promise<string> {
  holder.__clubAuthSecret ??= configuredOrStored().then(
    (secret) => {
      holder.__clubAuthSecretValue = secret;
      return secret;
    },
    (error: unknown) => {
      // A failed read (the database not ready yet) is tried again on the next call.
      delete holder.__clubAuthSecret;
      throw error;
    },
  );
  return holder.__clubAuthSecret;
}

/**
 * The signing secret where it must be had synchronously (next-auth reads its options' `secret` as a
 * plain value). server.ts resolves it at start-up, before any request; asked earlier, this starts
 * resolving it and throws, rather than let next-auth fall back to a secret derived from its options.
 */
export function resolvedAuthSecret(): string {
  const secret = holder.__clubAuthSecretValue;
  if (secret !== undefined) return secret;
  void authSecret().catch(() => undefined); // so that the next request finds it
  throw new Error('The signing secret is not resolved yet: await authSecret() at start-up.');
}

// The secret a payment provider signs its events with (Standard Webhooks, `whsec_` + base64 key).
// PAYMENTS_<PROVIDER>_SECRET when it is set (a real provider's dashboard gives it); otherwise, as the
// AUTH secret does (lib/secrets/auth-secret.ts), one generated on first use and kept in the database,
// so every process of a deployment reads the same one. Never a value written in the code.
import { eq } from 'drizzle-orm';
import { getDb } from '../db/client';
import { paymentsProviderSecretNow } from '../env';
import { appSecrets } from '../db/schema';
import { newWebhookSecret } from '../events/signature';

const holder = globalThis as unknown as { __clubProviderSecrets?: Map<string, Promise<string>> };

function configured(provider: string): string | undefined {
  return paymentsProviderSecretNow(provider);
}

async function configuredOrStored(provider: string): Promise<string> {
  const given = configured(provider);
  if (given) return given;
  const name = `payments:${provider}`;
  const db = await getDb();
  // Processes starting together may each offer one: the first row written wins, all read it back.
  await db.insert(appSecrets).values({ name, value: newWebhookSecret() }).onConflictDoNothing();
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name));
  if (!row) throw new Error(`The ${provider} provider secret could not be stored.`);
  return row.value;
}

/** The provider's signing secret, resolved once per process. */
export function providerSecret(provider: string): Promise<string> {
  holder.__clubProviderSecrets ??= new Map();
  const secrets = holder.__clubProviderSecrets;
  let found = secrets.get(provider);
  if (!found) {
    found = configuredOrStored(provider).catch((error: unknown) => {
      secrets.delete(provider); // a failed read (database not ready) is tried again next time
      throw error;
    });
    secrets.set(provider, found);
  }
  return found;
}

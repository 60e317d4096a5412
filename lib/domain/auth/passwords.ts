import { hash, verify } from '@node-rs/argon2';

// argon2id with the library defaults (19 MiB, 2 passes): the OWASP baseline.
export function hashSecret(secret: string): Promise<string> {
  return hash(secret);
}

export async function verifySecret(hashed: string, secret: string): Promise<boolean> {
  try {
    return await verify(hashed, secret);
  } catch {
    return false;
  }
}

// A hash of nothing anyone knows, checked when the account does not exist, so that a wrong e-mail
// and a wrong password take the same time.
let decoy: Promise<string> | undefined;
export async function verifyAgainstDecoy(secret: string): Promise<false> {
  decoy ??= hash('decoy-secret-that-matches-nothing');
  await verifySecret(await decoy, secret);
  return false;
}

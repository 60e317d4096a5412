import { createHmac, randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { RateLimitedError } from '../../limits/rate-limit';

// argon2id with the library defaults (19 MiB, 2 passes): the OWASP baseline.
export function hashSecret(secret: string): Promise<string> {
  return hash(secret);
}

// A verification takes ~25 ms of CPU. It runs on libuv's thread pool, off the event loop, but the
// pool has four threads, shared with everything else that uses it: a flood of wrong secrets ran four
// at once on a 2-core host, and past what the cores could verify its queue grew without end (at 100
// a second, other clients' reads stalled for seconds; docs/security.md). So at most half the cores
// verify at once, at most MAX_WAITING wait their turn, and past that a verification is refused with
// a 429 instead of queueing.
const MAX_RUNNING = Math.max(1, Math.floor(availableParallelism() / 2));
const MAX_WAITING = 32;

// Process-wide (globalThis): server.ts and Next's bundled copy of lib/ share the one allowance.
interface Slots { running: number; waiting: (() => void)[]; remembered: Map<string, number>; key: Buffer }
const holder = globalThis as unknown as { __clubVerifySlots?: Slots };
const slots: Slots = (holder.__clubVerifySlots ??= { running: 0, waiting: [], remembered: new Map<string, number>(), key: randomBytes(32) });

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (slots.running < MAX_RUNNING) {
    slots.running += 1;
  } else {
    if (slots.waiting.length >= MAX_WAITING) {
      throw new RateLimitedError('Too many sign-in attempts are being checked right now. Try again in 1 s.', 1000);
    }
    await new Promise<void>((resolve) => slots.waiting.push(resolve)); // handed our predecessor's slot
  }
  try {
    return await work();
  } finally {
    const next = slots.waiting.shift();
    if (next) next();
    else slots.running -= 1;
  }
}

// Pairs that verified recently, as a keyed digest (never the secret): a partner that asks for a
// token with its right secret again within REMEMBER_MS does not wait behind a flood of wrong ones.
// A changed secret has a new hash, so a remembered pair never outlives it.
const REMEMBER_MS = 10 * 60 * 1000;
const MAX_REMEMBERED = 10_000;
const pairOf = (hashed: string, secret: string) => createHmac('sha256', slots.key).update(hashed).update('\u0000').update(secret).digest('base64url');

export async function verifySecret(hashed: string, secret: string): Promise<boolean> {
  const pair = pairOf(hashed, secret);
  const until = slots.remembered.get(pair);
  if (until !== undefined && until > Date.now()) return true;
  let ok: boolean;
  try {
    ok = await inTurn(() => verify(hashed, secret));
  } catch (error) {
    if (error instanceof RateLimitedError) throw error;
    return false; // a malformed hash matches nothing
  }
  if (ok) {
    slots.remembered.delete(pair);
    if (slots.remembered.size >= MAX_REMEMBERED) slots.remembered.delete(slots.remembered.keys().next().value!);
    slots.remembered.set(pair, Date.now() + REMEMBER_MS);
  }
  return ok;
}

// A hash of nothing anyone knows, checked when the account does not exist, so that a wrong e-mail
// and a wrong password take the same time.
let decoy: Promise<string> | undefined;
export async function verifyAgainstDecoy(secret: string): Promise<false> {
  decoy ??= hash('decoy-secret-that-matches-nothing');
  await verifySecret(await decoy, secret);
  return false;
}

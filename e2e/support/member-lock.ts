// A member's new sign-in code cancels the previous one, so two tests signing in the same member at
// the same moment (in two workers, from any two files) would spoil each other's code. A test takes
// the member's lock when it asks for a code and keeps it until its browser context closes: tests of
// one member take turns, in any order, and tests of different members still run side by side.
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type BrowserContext } from '@playwright/test';

// One directory per server port: two runs on two ports have two databases, and nothing to share.
const DIR = join(tmpdir(), `club-e2e-member-locks-${process.env.E2E_PORT ?? 3100}`);
const held = new Map<string, BrowserContext>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Takes the lock if it is free, or left behind by a worker that died; false if another live test holds it. */
function tryTake(path: string): boolean {
  try {
    mkdirSync(path);
    writeFileSync(join(path, 'pid'), String(process.pid));
    return true;
  } catch {
    try {
      const pid = Number(readFileSync(join(path, 'pid'), 'utf8'));
      if (!isAlive(pid)) rmSync(path, { recursive: true, force: true });
    } catch {
      // No pid yet: just taken. Only a lock that stayed without one for long is abandoned.
      try {
        if (Date.now() - statSync(path).mtimeMs > 5_000) rmSync(path, { recursive: true, force: true });
      } catch { /* released meanwhile */ }
    }
    return false;
  }
}

/** Waits for the member's lock (the wait does not count against the test's time) and holds it for the context's life. */
export async function lockMember(context: BrowserContext, tenant: string, email: string): Promise<void> {
  const key = `${tenant}/${email.toLowerCase()}`;
  if (held.get(key) === context) return;
  mkdirSync(DIR, { recursive: true });
  const path = join(DIR, encodeURIComponent(key));
  const { timeout } = test.info();
  const started = Date.now();
  test.info().setTimeout(timeout + 60_000);
  await expect.poll(() => tryTake(path), { message: `the sign-in turn of ${key}`, timeout: 60_000, intervals: [100, 200, 400] }).toBe(true);
  test.info().setTimeout(timeout + (Date.now() - started));
  held.set(key, context);
  context.once('close', () => {
    held.delete(key);
    rmSync(path, { recursive: true, force: true });
  });
}

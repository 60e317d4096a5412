// An app server of the spec's own, for what the shared one cannot be given: SMTP_URL, read from the
// environment, would send every spec's sign-in codes to SMTP instead of the sandbox inbox the specs
// read them from. It serves the build the shared server was started from (NEXT_DIST_DIR) on a fresh
// PGlite database of its own, migrated and seeded with the sandbox demo as server.ts does at start.
// Only e2e/admin-messages.spec.ts starts one (Stripe's settings do sit on the shared server, see
// docs/testing.md): a start takes about 7 s on an idle 2-core machine and several times that
// beside a running suite, hence the long wait; one at a time, never in every run.
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';

/** How long a start may take: the migration, the seed and Next's start on a busy CI machine. */
export const READY_WITHIN_MS = 300_000;

export interface OwnServer {
  url: string;
  stop: () => Promise<void>;
}

/** A port nothing listens on now (the OS's choice, then released). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function ready(url: string, child: ChildProcess, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The spec's own server stopped (exit ${child.exitCode}).`);
    const answered = await fetch(`${url}/readyz`).then((r) => r.ok, () => false);
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The spec's own server did not answer ${url}/readyz in time.`);
}

/** Starts `server.ts` with `env` added; `name` keeps its database apart from other runs'. */
export async function startOwnServer(name: string, env: Record<string, string>): Promise<OwnServer> {
  const port = await freePort();
  const dataDir = `${process.env.E2E_DATA_DIR ?? '.data/e2e'}-${name}`;
  rmSync(dataDir, { recursive: true, force: true });
  const child = spawn('node_modules/.bin/tsx', ['server.ts'], {
    env: { ...process.env, NODE_ENV: 'production', APP_ENV: 'sandbox', NEXT_TELEMETRY_DISABLED: '1', PORT: String(port), PGLITE_DIR: dataDir, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://localhost:${port}`;
  const stop = () => new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
  try {
    await ready(url, child, Date.now() + READY_WITHIN_MS);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

// SIGTERM (a deploy, a scale-down) must not cut a request in flight: the process stops accepting,
// finishes what it is answering, stops its background work, closes the pool and exits 0.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { expect, it } from 'vitest';

it('finishes the request in flight, refuses new connections, and exits 0', async () => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/ops/serve-for-shutdown.ts'], {
    env: { ...process.env, LOG_LEVEL: 'silent' }, stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const lines = createInterface({ input: child.stdout });
  const seen = (wanted: RegExp) => new Promise<string>((resolve) => {
    lines.on('line', (line) => { if (wanted.test(line)) resolve(line); });
  });
  const slowStarted = seen(/^slow started$/);
  const port = Number((await seen(/^port \d+$/)).split(' ')[1]);
  const base = `http://127.0.0.1:${port}`;

  expect((await fetch(`${base}/healthz`)).status).toBe(200);
  const slow = fetch(`${base}/slow`).then(async (res) => ({ status: res.status, body: await res.text() }));
  await slowStarted;
  child.kill('SIGTERM');
  // Until it is answered, the slow request is in flight and the port no longer takes connections.
  await expect.poll(() => fetch(`${base}/healthz`, { headers: { connection: 'close' } }).then(() => 'accepted', () => 'refused'), { timeout: 1000 })
    .toBe('refused');
  expect(await slow).toEqual({ status: 200, body: 'finished' });
  expect(await exited).toBe(0);
}, 60_000);

// A process that loses its database answers 503 on /readyz (the load balancer takes it out) and,
// once the database is back, 200 again by itself. The database is reached through a TCP relay the
// test can cut: every connection dropped and new ones refused, as when PostgreSQL goes away.
import { once } from 'node:events';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { config } from '../../lib/config';
import { closeDatabase, getDb } from '../../lib/db/client';
import { listen } from './listen';

const target = new URL(process.env.DATABASE_URL!);
const sockets = new Set<Socket>();
let relay: Server | undefined;
let relayPort = 0;

async function openRelay(): Promise<void> {
  relay = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    for (const s of [client, upstream]) { sockets.add(s); s.on('close', () => sockets.delete(s)); s.on('error', () => undefined); }
    client.pipe(upstream).pipe(client);
  });
  relay.listen(relayPort, '127.0.0.1');
  await once(relay, 'listening');
  relayPort = (relay.address() as { port: number }).port;
}

function cutRelay(): Promise<void> {
  for (const s of sockets) s.destroy();
  return new Promise((resolve) => (relay ? relay.close(() => resolve()) : resolve()));
}

let http: Awaited<ReturnType<typeof listen>>;
const original = config.databaseUrl;
beforeAll(async () => {
  await openRelay();
  await closeDatabase();
  const through = new URL(original!);
  through.hostname = '127.0.0.1';
  through.port = String(relayPort);
  config.databaseUrl = through.toString();
  await getDb();
  http = await listen();
});
afterAll(async () => {
  await http.close();
  await closeDatabase();
  await cutRelay();
  config.databaseUrl = original;
});

const readyz = async () => {
  const res = await fetch(`${http.base}/readyz`);
  return { status: res.status, body: (await res.json()) as { database: string } };
};

it('answers 503 while the database is gone and 200 again once it is back', async () => {
  expect(await readyz()).toEqual({ status: 200, body: expect.objectContaining({ database: 'ok', ready: true }) });
  await cutRelay();
  const started = Date.now();
  expect(await readyz()).toEqual({ status: 503, body: expect.objectContaining({ database: 'unreachable', ready: false }) });
  expect(Date.now() - started).toBeLessThan(5_000);
  // The process itself stays up.
  expect((await fetch(`${http.base}/healthz`)).status).toBe(200);
  await openRelay();
  await expect.poll(async () => (await readyz()).status, { timeout: 10_000, interval: 200 }).toBe(200);
});

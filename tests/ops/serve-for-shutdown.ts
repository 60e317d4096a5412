// A child process for tests/ops/sigterm.test.ts: the request listener, the scheduler and the webhook
// worker wired to the same shutdown as server.ts, with a stand-in for Next whose /slow page takes
// SLOW_MS to answer. Prints `port <n>` once listening and `slow started` when /slow has begun.
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { prepareDatabase } from '../../lib/db/client';
import { startDeliveryWorker } from '../../lib/events/delivery-worker';
import { startScheduler } from '../../lib/jobs/scheduler';
import { createHttpServer } from '../../lib/server/http-server';
import { createRequestListener } from '../../lib/server/request-listener';
import { shutdownOnSignals } from '../../lib/server/shutdown';

const slowMs = 1500;
await prepareDatabase();
const server = createHttpServer(createRequestListener((req, res) => {
  if (req.url !== '/slow') return res.writeHead(404).end();
  console.log('slow started');
  setTimeout(() => res.writeHead(200, { 'content-type': 'text/plain' }).end('finished'), slowMs);
  return undefined;
}));
server.listen(0, '127.0.0.1');
await once(server, 'listening');
const worker = startDeliveryWorker();
const scheduler = startScheduler();
shutdownOnSignals({ server, background: [() => scheduler.stop(), () => worker.stop()] });
console.log(`port ${(server.address() as AddressInfo).port}`);

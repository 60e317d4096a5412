// bench:cluster's proxy (scripts/bench/cluster/proxy.ts) stands for a production load balancer. Under
// load its event loop lags, and it can pick a reused keep-alive socket the app process closed as idle
// meanwhile (the app's 65 s timeout, the agent retiring it only 1 s earlier): the request never reached
// the process, so the proxy sends it again on a fresh connection instead of answering 502. Here the
// app closes the reused socket as it gets the request, the same failure without its timing.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, expect, it } from 'vitest';
import { startProxy } from '../../scripts/bench/cluster/proxy';

const servers: http.Server[] = [];
afterAll(() => { for (const server of servers) server.close(); });

/** An app that answers the first request of each connection and drops the connection on any later one. */
async function appClosingReusedSockets(): Promise<{ port: number; served: () => number }> {
  let served = 0;
  const perSocket = new WeakMap<object, number>();
  const server = http.createServer((req, res) => {
    const n = (perSocket.get(req.socket) ?? 0) + 1;
    perSocket.set(req.socket, n);
    if (n > 1) { req.socket.destroy(); return; }
    req.resume();
    req.on('end', () => { served += 1; res.end(`answered ${req.method} ${req.url}`); });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, served: () => served };
}

function post(port: number): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path: '/sales/1/articles', method: 'POST', agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
    });
    request.on('error', reject);
    request.end('{"article":1}');
  });
}

it('sends a request again when its reused keep-alive socket turns out closed, instead of a 502', async () => {
  const app = await appClosingReusedSockets();
  const proxy = await startProxy([app.port], 0);
  servers.push(proxy.server);
  const port = (proxy.server.address() as AddressInfo).port;

  expect(await post(port)).toEqual({ status: 200, text: 'answered POST /sales/1/articles' });
  expect(await post(port)).toEqual({ status: 200, text: 'answered POST /sales/1/articles' });
  expect(app.served()).toBe(2); // once each: the dropped attempt did nothing
  expect(proxy.log).toEqual({ resent: 1, failures: [] });
});

it('answers 502 naming the cause when the app cannot be reached at all', async () => {
  const app = await appClosingReusedSockets();
  const gone = app.port;
  await new Promise<void>((resolve) => servers.pop()!.close(() => resolve()));
  const proxy = await startProxy([gone], 0);
  servers.push(proxy.server);
  const answer = await post((proxy.server.address() as AddressInfo).port);
  expect(answer).toEqual({ status: 502, text: 'proxy: POST /sales/1/articles on process 1: ECONNREFUSED' });
  expect(proxy.log.failures).toEqual(['POST /sales/1/articles on process 1: ECONNREFUSED']);
});

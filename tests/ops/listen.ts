// The process's request listener on a free port, as server.ts serves it, with a stand-in for Next
// (which needs a build): tests of what only real HTTP shows (log lines, metrics, probes).
import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHttpServer } from '../../lib/server/http-server';
import { createRequestListener, type NodeHandler } from '../../lib/server/request-listener';

export const standInPage: NodeHandler = (req, res) => {
  const known = /^\/[A-Za-z0-9_-]+(\/(classes|account)(\/\d+)?)?$/.test((req.url ?? '').split('?')[0]!);
  res.writeHead(known ? 200 : 404, { 'content-type': 'text/html' }).end(known ? '<p>page</p>' : '<p>not found</p>');
};

export async function listen(handleNext: NodeHandler = standInPage): Promise<{ server: Server; base: string; close: () => Promise<void> }> {
  const server = createHttpServer(createRequestListener(handleNext));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    server,
    base,
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}

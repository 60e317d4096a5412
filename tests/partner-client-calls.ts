// The partner client's calls over real HTTP, through the listener server.ts uses (issue 18): a fresh
// booking fixture and a server on a free loopback port, for the convention and the API Reference tests.
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { createRequestListener } from '../lib/server/request-listener';
import { setupBooking, type BookingFixture } from './booking/helpers';

export interface PartnerClientCalls {
  fx: BookingFixture;
  base: string;
  /** A call as the HTTP library sends it: its default accept unless told otherwise, the admin token unless given one. */
  send(path: string, init?: { method?: string; headers?: Record<string, string>; body?: unknown; token?: string }): Promise<Response>;
}

/** Sets up the fixture and the server for the calling test file (its beforeAll and afterAll). */
export function partnerClientCalls(): PartnerClientCalls {
  const server = createServer(createRequestListener((_req, res) => { res.statusCode = 404; res.end(); }));
  const calls = {
    base: '',
    send(path, init = {}) {
      const headers: Record<string, string> = {
        accept: 'application/json, text/plain, */*', authorization: `Bearer ${init.token ?? calls.fx.admin}`, ...init.headers,
      };
      if (init.body !== undefined) headers['content-type'] ??= 'application/json';
      return fetch(`${calls.base}${path}`, { method: init.method ?? 'GET', headers, ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}) });
    },
  } as PartnerClientCalls;
  beforeAll(async () => {
    calls.fx = await setupBooking();
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    calls.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((done) => { server.close(() => done()); }));
  return calls;
}

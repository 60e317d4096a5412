// Hostile input (issue 19, item 6): JSON nested to overflow any recursive walk, text the database
// cannot store, and clients that send a request slowly or open sockets by the thousand.
import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { searchContacts } from '../lib/domain/contacts/search-contacts';
import { createHttpServer, type ServerLimits } from '../lib/server/http-server';
import { createRequestListener } from '../lib/server/request-listener';
import { api, call, createTenantFixture, send, tokenFor, type TenantFixture } from './factories';
import { expectProblem } from './problem';

let fx: TenantFixture;
let admin: string;
beforeAll(async () => {
  fx = await createTenantFixture();
  admin = await tokenFor(fx, 'admin');
});

const deepObject = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
const deepArray = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;

describe('JSON nested too deep', () => {
  it('is a 400 at both token endpoints, before any client is looked up', async () => {
    for (const body of [deepObject, deepArray]) {
      await expectProblem(await send(`/${fx.token}/oauth/v2/token`, { body, headers: { 'content-type': 'application/json' } }), 400, 'api.error.body.too-deep');
      await expectProblem(await send('/oauth/v2/token', { body, headers: { 'content-type': 'application/json' } }), 400, 'api.error.body.too-deep');
    }
  });

  it('is a 400 on every operation of the OpenAPI document that takes a body', async () => {
    const doc = await (await api.request('/api/openapi.json')).json() as { paths: Record<string, Record<string, { requestBody?: unknown }>> };
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods)
      .filter(([method, operation]) => ['post', 'put', 'patch'].includes(method) && operation.requestBody !== undefined)
      .map(([method]) => ({ method: method.toUpperCase(), path: path.replace('{clientToken}', fx.token).replace(/\{[^}]+\}/g, '1') })));
    let refused = 0;
    for (const { method, path } of operations) {
      const type = method === 'PATCH' ? 'application/merge-patch+json' : 'application/json';
      const res = await api.request(path, { method, body: deepObject, headers: { authorization: `Bearer ${admin}`, 'content-type': type } });
      const { code } = (await res.json()) as { code: string };
      // An operation an admin client may not call (a contact's own migration) refuses before reading the body.
      if (res.status === 403) continue;
      expect(`${method} ${path} ${code}`).toBe(`${method} ${path} api.error.body.too-deep`);
      refused += 1;
    }
    expect(refused).toBeGreaterThan(20);
  });

  it('lets bodies nested as deep as real ones through', async () => {
    const res = await call(`/${fx.token}/clubs/${fx.clubs.c}`, { method: 'PATCH', token: admin, body: { onlineCancellation: { subscriptionTypes: ['upfront'] } } });
    expect(res.status).toBe(200);
  });
});

describe('text the database cannot store', () => {
  it('is a 400 in a search, not a 500', async () => {
    await expectProblem(await call(`/${fx.token}/contacts?email=%00`, { token: admin }), 400, 'api.error.validation.invalid-characters');
    await expectProblem(await call(`/${fx.token}/sandbox/messages?to=%00`, { token: admin }), 400, 'api.error.validation.invalid-characters');
  });

  it('finds nothing in the back office\'s contact search (sales desk, finance, new cancellation), not a 500', async () => {
    // Issue 26.6, item 3: the sales and finance pages pass ?q= to searchContacts as it came (%00 included).
    const staff = { tenant: fx.tenant, actor: { kind: 'system' as const } };
    for (const query of ['\u0000', 'Ali\u0000ce', '\ud800', 'a\udc00b']) {
      expect(await searchContacts({ ...staff, query, page: { page: 1, itemsPerPage: 8 } })).toEqual({ items: [], totalItems: 0 });
    }
    expect((await searchContacts({ ...staff, query: 'Alice', page: { page: 1, itemsPerPage: 8 } })).totalItems).toBe(1);
  });
});

// Slow and numerous clients, against the server server.ts builds, with its limits shortened.
let server: Server | undefined;
const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  if (server) await new Promise<void>((done) => { server!.closeAllConnections(); server!.close(() => done()); });
  server = undefined;
});

async function serve(limits: Partial<ServerLimits>): Promise<number> {
  server = createHttpServer(createRequestListener((_req, res) => { res.end('page'); }), limits);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return (server.address() as AddressInfo).port;
}

interface Outcome { answer: string; elapsedMs: number }

/** Opens a socket, writes `parts` one every `everyMs` until the server closes it; what it answered and when. */
function trickle(port: number, parts: string[], everyMs: number): Promise<Outcome> {
  const started = Date.now();
  const socket = connect(port, '127.0.0.1');
  sockets.push(socket);
  let answer = '';
  socket.on('data', (chunk: Buffer) => { answer += chunk.toString(); });
  const timer = setInterval(() => { const part = parts.shift(); if (part !== undefined && socket.writable) socket.write(part); }, everyMs);
  return new Promise((resolve) => {
    socket.on('close', () => { clearInterval(timer); resolve({ answer, elapsedMs: Date.now() - started }); });
    socket.on('error', () => undefined);
  });
}

describe('slow clients', () => {
  const limits = { headersTimeoutMs: 600, requestTimeoutMs: 1_000, checkIntervalMs: 100 };

  it('cuts off a body sent a byte at a time once the request timeout has passed', async () => {
    const port = await serve(limits);
    const head = `PATCH /api/${fx.token}/clubs/${fx.clubs.c} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${admin}\r\n`
      + 'Content-Type: application/merge-patch+json\r\nContent-Length: 1000\r\n\r\n';
    const outcome = await trickle(port, [head, ...'{"name":"slow"'.split('')], 150);
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 408/);
    expect(outcome.elapsedMs).toBeGreaterThanOrEqual(900);
    expect(outcome.elapsedMs).toBeLessThan(3_000);
  });

  it('cuts off headers sent a byte at a time once the headers timeout has passed', async () => {
    const port = await serve(limits);
    const outcome = await trickle(port, 'GET / HTTP/1.1\r\nHost: x\r\nX-Slow: aaaaaaaaaaaaaaaaaaaa'.split(''), 50);
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 408/);
    expect(outcome.elapsedMs).toBeLessThan(2_500);
  });

  it('still serves a client that sends its request in time', async () => {
    const port = await serve(limits);
    const res = await fetch(`http://127.0.0.1:${port}/anything`);
    expect(await res.text()).toBe('page');
  });
});

describe('connection cap', () => {
  it('closes connections beyond the cap as they arrive, and accepts again once below it', async () => {
    const port = await serve({ maxConnections: 2 });
    const held = [connect(port, '127.0.0.1'), connect(port, '127.0.0.1')];
    sockets.push(...held);
    await Promise.all(held.map((socket) => once(socket, 'connect')));
    await expect.poll(() => new Promise<number>((done) => { server!.getConnections((_e, n) => done(n)); })).toBe(2);
    const refused = await trickle(port, ['GET / HTTP/1.1\r\nHost: x\r\n\r\n'], 10);
    expect(refused.answer).toBe('');
    held[0]!.destroy();
    await expect.poll(() => new Promise<number>((done) => { server!.getConnections((_e, n) => done(n)); })).toBe(1);
    const res = await fetch(`http://127.0.0.1:${port}/again`, { headers: { connection: 'close' } });
    expect(await res.text()).toBe('page');
  });
});
